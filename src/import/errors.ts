/** An input `writer import` refuses (a missing, empty, binary or non-UTF-8 file, a taken name): exit 2, nothing made. */
export class ImportInputError extends Error {}
