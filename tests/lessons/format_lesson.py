#!/usr/bin/env python3
"""Writes a lesson file (assets/lessons/README.md) in the layout the lessons
keep: two spaces of indent, each hand, list of cards and action on one line,
each text of a step on its own line. Rewrites the files named, in place.

    tests/lessons/format_lesson.py assets/lessons/*.json
"""
import json
import sys


def one_line(value):
    return json.dumps(value, ensure_ascii=False)


def write(value, indent=0):
    pad = "  " * indent
    inner = "  " * (indent + 1)
    if isinstance(value, dict):
        # An action, a card list's owner or a short object stays on one line.
        if "act" in value and "say" not in value or all(not isinstance(v, (dict, list)) for v in value.values()) and len(one_line(value)) < 100 and "en" not in value:
            return one_line(value)
        items = [f'{inner}{json.dumps(k)}: {write(v, indent + 1)}' for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        if all(isinstance(v, (str, int)) for v in value):
            return one_line(value)
        items = [inner + write(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return one_line(value)


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        lesson = json.load(f)
    with open(path, "w", encoding="utf-8") as f:
        f.write(write(lesson) + "\n")
