#!/usr/bin/env python3
"""Check every weekday+date pair in the quiet-n corpus and print word counts.

Two kinds of check:
  1. An automatic scan for fully specified dates ("Monday, March 13, 2023",
     "On Mon, Mar 13, 2023", "SAT. OCT. 13, 2007").
  2. An explicit table of every other weekday+date pair (British-style,
     spelled-out or year-implied dates), each tied to a verbatim phrase that
     must occur in the named chapter.
"""
import datetime as dt
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
ABBR_D = {d[:3].lower(): d for d in DAYS}
ABBR_M = {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS)}
FULL_M = {m.lower(): i + 1 for i, m in enumerate(MONTHS)}

# (story folder, chapter file, verbatim phrase, weekday, (year, month, day))
EXPLICIT = [
    ("a-bellavista", "chapter_01.md", "Friday the 9th of August, 1957", "Friday", (1957, 8, 9)),
    ("a-bellavista", "chapter_03.md", "Saturday the 10th came in grey", "Saturday", (1957, 8, 10)),
    ("b-chronometer", "chapter_01.md", "# Monday, March 13", "Monday", (2023, 3, 13)),
    ("b-chronometer", "chapter_03.md", "# Thursday, March 16", "Thursday", (2023, 3, 16)),
    ("b-chronometer", "chapter_04.md", "# Friday, March 17", "Friday", (2023, 3, 17)),
    ("b-chronometer", "chapter_02.md", "Happy Pi Day", "Tuesday", (2023, 3, 14)),
    ("b-chronometer", "chapter_04.md", "happy St. Patrick's Day", "Friday", (2023, 3, 17)),
    ("b-chronometer", "chapter_01.md", "The clocks went forward yesterday", "Sunday", (2023, 3, 12)),
    ("b-chronometer", "chapter_01.md", "Thank you for your visit on Friday", "Friday", (2022, 11, 4)),
    ("c-leek-trench", "chapter_01.md", "Saturday the 14th of September, 2019", "Saturday", (2019, 9, 14)),
    ("c-leek-trench", "chapter_01.md", "from the solicitor on Wednesday", "Wednesday", (2019, 9, 11)),
    ("c-leek-trench", "chapter_02.md", "It was 1983, the first Saturday in September", "Saturday", (1983, 9, 3)),
    ("c-leek-trench", "chapter_04.md", "It is Sunday morning", "Sunday", (2019, 9, 15)),
    ("d-kessler-and-son", "chapter_01.md", "On Friday, April 5,", "Friday", (1974, 4, 5)),
    ("d-kessler-and-son", "chapter_02.md", "the last Saturday in April", "Saturday", (1974, 4, 27)),
    ("d-kessler-and-son", "chapter_04.md", "On Monday, July 1,", "Monday", (1974, 7, 1)),
    ("e-green-rover", "chapter_01.md", "It was a Wednesday, the sixteenth of October, 1996", "Wednesday", (1996, 10, 16)),
    ("e-green-rover", "chapter_03.md", "arrived on the Thursday", "Thursday", (1996, 10, 17)),
    ("e-green-rover", "chapter_04.md", "on the Friday morning, the eighteenth", "Friday", (1996, 10, 18)),
    ("e-green-rover", "chapter_04.md", "Irene went home on the Sunday", "Sunday", (1996, 10, 20)),
    ("g-polgwyn", "chapter_01.md", "On Friday, the 3rd of March", "Friday", (1786, 3, 3)),
    ("g-polgwyn", "chapter_02.md", "upon the Monday it fell calm", "Monday", (1786, 3, 6)),
    ("g-polgwyn", "chapter_02.md", "upon Tuesday, the 7th of March", "Tuesday", (1786, 3, 7)),
    ("g-polgwyn", "chapter_02.md", "upon the Thursday evening", "Thursday", (1786, 3, 9)),
    ("g-polgwyn", "chapter_03.md", "upon Friday, the 10th of March", "Friday", (1786, 3, 10)),
    ("g-polgwyn", "chapter_03.md", "Upon Sunday, the 26th of March", "Sunday", (1786, 3, 26)),
    ("g-polgwyn", "chapter_04.md", "the Saturday night, the 1st of April", "Saturday", (1786, 4, 1)),
    ("g-polgwyn", "chapter_04.md", "upon Sunday, the 2nd", "Sunday", (1786, 4, 2)),
    ("g-polgwyn", "chapter_04.md", "The 7th of March, a Tuesday", "Tuesday", (1786, 3, 7)),
    ("h-lindgren-orchard", "chapter_02.md", "It broke on a Saturday, the tenth", "Saturday", (1987, 10, 10)),
]

# Fully specified forms found anywhere.
PAT_LONG = re.compile(r"\b(%s),? (%s) (\d{1,2}), (\d{4})\b" % ("|".join(DAYS), "|".join(MONTHS)))
PAT_QUOTE = re.compile(r"\bOn (Mon|Tue|Wed|Thu|Fri|Sat|Sun), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4})\b")
PAT_SIGN = re.compile(r"\b(MON|TUE|WED|THU|FRI|SAT|SUN)\. (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\. (\d{1,2}), (\d{4})\b")


def weekday(y, m, d):
    return dt.date(y, m, d).strftime("%A")


def main():
    failures = 0
    checked = 0
    stories = sorted(p for p in glob.glob(os.path.join(ROOT, "*-*")) if os.path.isdir(p))

    print("== automatic scan of fully specified dates ==")
    for story in stories:
        for ch in sorted(glob.glob(os.path.join(story, "chapter_*.md"))):
            text = open(ch, encoding="utf-8").read()
            rel = os.path.relpath(ch, ROOT)
            hits = []
            for m in PAT_LONG.finditer(text):
                hits.append((m.group(0), m.group(1), FULL_M[m.group(2).lower()], int(m.group(3)), int(m.group(4))))
            for m in PAT_QUOTE.finditer(text):
                hits.append((m.group(0), ABBR_D[m.group(1).lower()], ABBR_M[m.group(2).lower()], int(m.group(3)), int(m.group(4))))
            for m in PAT_SIGN.finditer(text):
                hits.append((m.group(0), ABBR_D[m.group(1).lower()], ABBR_M[m.group(2).lower()], int(m.group(3)), int(m.group(4))))
            for phrase, day, mo, d, y in hits:
                real = weekday(y, mo, d)
                checked += 1
                ok = real == day
                failures += not ok
                print(f"  {'OK ' if ok else 'BAD'} {rel}: {phrase!r} -> {real}")

    print("== explicit table ==")
    for folder, chap, phrase, day, (y, mo, d) in EXPLICIT:
        path = os.path.join(ROOT, folder, chap)
        text = open(path, encoding="utf-8").read()
        present = phrase in text
        real = weekday(y, mo, d)
        ok = present and real == day
        checked += 1
        failures += not ok
        note = "" if present else " (PHRASE NOT FOUND)"
        print(f"  {'OK ' if ok else 'BAD'} {folder}/{chap}: {phrase!r} = {day} {y}-{mo:02d}-{d:02d} -> {real}{note}")

    print("== structure and word counts ==")
    total = 0
    for story in stories:
        chapters = sorted(glob.glob(os.path.join(story, "chapter_*.md")))
        words = 0
        for ch in chapters:
            text = open(ch, encoding="utf-8").read()
            if not text.startswith("# "):
                print(f"  BAD {os.path.relpath(ch, ROOT)} does not open with '# '")
                failures += 1
            words += len(text.split())
        in_range = 2800 <= words <= 3600 and 3 <= len(chapters) <= 5
        if not in_range:
            failures += 1
        total += words
        print(f"  {'OK ' if in_range else 'BAD'} {os.path.basename(story)}: {len(chapters)} chapters, {words} words")
    print(f"  TOTAL: {total} words in {len(stories)} stories")

    print(f"== {checked} weekday+date pairs checked, {failures} failure(s) ==")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
