#!/usr/bin/env python3
"""Check every weekday+date pair in the eight stories, and print word counts.

A date with no year takes the year that puts it nearest to the last dated
reference inside the story's present action (see SPANS). A date with no month
("Friday the 4th") takes the month of that reference. Also checks the day counts
of story b, that every chapter opens with a '# ' heading, and the word counts.
"""
import datetime as dt
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WD_ABBR = {w[:3]: i for i, w in enumerate(WEEKDAYS)}
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
MON_ABBR = {m[:3]: i + 1 for i, m in enumerate(MONTHS)}
MON_ABBR["sept"] = 9
ORD_WORDS = {w: i + 1 for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth "
    "twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first".split())}

WD = r"(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.?"
MON = r"(?P<mon>January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
DAYNUM = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
DAYWORD = r"(?P<dayw>" + "|".join(sorted(ORD_WORDS, key=len, reverse=True)) + r")"
YEAR = r"(?:,?\s+(?P<year>1[89]\d\d|20\d\d))?"
PART = r"(?:\s+(?:last|morning|afternoon|evening|night))?"

PATTERNS = [
    # Tuesday, 6th March 1923 / Wednesday 3rd Sept. 1902 / Tuesday, 11 March 2003
    re.compile(WD + PART + r",?\s+" + DAYNUM + r"\s+" + MON + YEAR, re.I),
    # Saturday, December 1, 1888 / Wednesday morning, February 12 / Sat. Feb. 8
    re.compile(WD + PART + r",?\s+" + MON + r"\s+" + DAYNUM + r"\b" + YEAR, re.I),
    # Monday the 28th of May 1984 / Thursday last, the 3rd / a Friday, the third of October, 2008
    re.compile(WD + PART + r",?\s+the\s+(?:" + DAYNUM + r"|" + DAYWORD + r")(?:\s+of\s+" + MON + r")?\b" + YEAR, re.I),
    # MON 2/10 / Sat. 10/4
    re.compile(WD + r"\s+(?P<mnum>\d{1,2})/(?P<dnum>\d{1,2})\b", re.I),
    # the second of December last year, a Sunday
    re.compile(r"the\s+(?:" + DAYNUM + r"|" + DAYWORD + r")\s+of\s+" + MON + YEAR
               + r"(?:\s+last\s+year)?,\s+a\s+" + WD, re.I),
]
FULL_YEAR = re.compile(r"\b(1[89]\d\d|20\d\d)\b")


def month_num(s):
    s = s.lower().rstrip(".")
    if s in MON_ABBR:
        return MON_ABBR[s]
    return MONTHS.index(s) + 1


def wd_num(s):
    return WD_ABBR[s.lower().rstrip(".")[:3]]


def nearest_year(month, day, ref):
    best = None
    for y in (ref.year - 1, ref.year, ref.year + 1):
        try:
            d = dt.date(y, month, day)
        except ValueError:
            continue
        if best is None or abs((d - ref).days) < abs((best - ref).days):
            best = d
    return best


def check_text(text, ref, label, span):
    found, errors = [], []
    hits = []
    for pat in PATTERNS:
        for m in pat.finditer(text):
            hits.append((m.start(), m))
    hits.sort(key=lambda h: h[0])
    seen = set()
    for start, m in hits:
        if start in seen:
            continue
        g = m.groupdict()
        day = int(g["day"]) if g.get("day") else (ORD_WORDS[g["dayw"].lower()] if g.get("dayw") else None)
        if g.get("dnum"):
            day, month = int(g["dnum"]), int(g["mnum"])
        else:
            month = month_num(g["mon"]) if g.get("mon") else None
        if day is None:
            continue
        if month is None:
            if ref is None:
                errors.append(f"{label}: no month context for {m.group(0)!r}")
                continue
            month = ref.month
        if g.get("year"):
            date = dt.date(int(g["year"]), month, day)
        else:
            if ref is None:
                errors.append(f"{label}: no year context for {m.group(0)!r}")
                continue
            date = nearest_year(month, day, ref)
        seen.add(start)
        want = wd_num(g["wd"])
        ok = date.weekday() == want
        found.append((m.group(0).replace("\n", " "), date, ok))
        if not ok:
            errors.append(f"{label}: {m.group(0)!r} -> {date} is a {WEEKDAYS[date.weekday()].title()}")
        if span[0] <= date <= span[1]:
            ref = date
    return found, errors, ref


# Story b counts its days from the departure at Tower, Monday, November 12, 1888 (day one).
B_START = dt.date(1888, 11, 12)
B_DAYCOUNTS = {dt.date(1888, 12, 1): 20, dt.date(1888, 12, 17): 36, dt.date(1888, 12, 22): 41,
               dt.date(1888, 12, 24): 43, dt.date(1888, 12, 25): 44, dt.date(1888, 12, 31): 50,
               dt.date(1889, 1, 1): 51, dt.date(1889, 1, 12): 62, dt.date(1889, 1, 13): 63,
               dt.date(1889, 1, 31): 81}


# The span of each story's present action. A date without a year is resolved to the
# year that puts it nearest the last in-span date (or the span's start). Dates of older
# quoted documents always carry their own year and are checked, but never move the reference.
SPANS = {
    "a-quay-cottage": (dt.date(1923, 1, 1), dt.date(1924, 3, 31), "1923"),
    "b-rainy-river-journal": (dt.date(1888, 11, 12), dt.date(1889, 4, 30), "1888"),
    "c-measure-twice": (dt.date(2019, 3, 14), dt.date(2019, 3, 17), "2019"),
    "d-high-water": (dt.date(1997, 3, 1), dt.date(1997, 3, 31), "1997"),
    "e-garnet-ring": (dt.date(1952, 1, 1), dt.date(1998, 12, 31), "1952"),
    "f-tuning": (dt.date(2008, 10, 3), dt.date(2008, 10, 4), "2008"),
    "g-hot-water-for-flasks": (dt.date(1984, 5, 28), dt.date(1984, 9, 30), "1984"),
    "h-reversible": (dt.date(2014, 2, 8), dt.date(2014, 2, 17), "2014"),
}


def main():
    all_errors = []
    total_words = 0
    for story in sorted(p for p in ROOT.iterdir() if p.is_dir()):
        chapters = sorted(story.glob("chapter_*.md"))
        span = SPANS[story.name]
        ref = span[0]
        alltext = "".join(c.read_text(encoding="utf-8") for c in chapters)
        if span[2] not in alltext:
            all_errors.append(f"{story.name}: its year {span[2]} is not stated in the text")
        words = 0
        print(f"\n== {story.name}")
        for ch in chapters:
            text = ch.read_text(encoding="utf-8")
            if not text.startswith("# "):
                all_errors.append(f"{ch}: does not open with a '# ' heading")
            n = len(text.split())
            words += n
            found, errors, ref = check_text(text, ref, f"{story.name}/{ch.name}", span)
            all_errors += errors
            print(f"  {ch.name}: {n} words, {len(found)} weekday+date pairs")
            for s, d, ok in found:
                print(f"      {'ok ' if ok else 'BAD'} {s!r:55} = {d.isoformat()}")
        total_words += words
        flag = "" if 2800 <= words <= 3600 else "  <-- outside 2,800-3,600"
        if not (2800 <= words <= 3600):
            all_errors.append(f"{story.name}: {words} words")
        print(f"  TOTAL {story.name}: {words} words{flag}")
    for d, n in B_DAYCOUNTS.items():
        got = (d - B_START).days + 1
        if got != n:
            all_errors.append(f"story b: {d} is day {got}, text says {n}")
    print(f"\nstory b day counts checked: {len(B_DAYCOUNTS)}")
    print(f"ALL STORIES: {total_words} words")
    if all_errors:
        print("\nFAILURES:")
        for e in all_errors:
            print("  " + e)
        sys.exit(1)
    print("All weekday+date pairs agree with the calendar.")


if __name__ == "__main__":
    main()
