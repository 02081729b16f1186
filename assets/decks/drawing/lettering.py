"""The glyphs' entries in <defs>, and a rank or word set in them."""

from .common import n
from .glyphs import GLYPHS, STEM

GLYPH_IDS = {"0n": "zero-narrow", "1n": "one-narrow"}


def glyph_id(ch):
    return "glyph-" + GLYPH_IDS.get(ch, {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four",
                                         "5": "five", "6": "six", "7": "seven", "8": "eight",
                                         "9": "nine"}.get(ch, ch))


def glyph_defs():
    out = []
    for ch, g in GLYPHS.items():
        w, fill, stroke = g[:3]
        width = g[3] if len(g) > 3 else STEM
        parts = []
        if fill:
            parts.append('<path d="%s" stroke="none"/>' % fill)
        if stroke:
            parts.append('<path d="%s" fill="none" stroke-width="%s" stroke-linejoin="round"/>' % (stroke, n(width)))
        out.append('<g id="%s">%s</g>\n' % (glyph_id(ch), "".join(parts)))
    return "".join(out)


def lettering(text, cx, top, height, colour, gap=4.0):
    """`text` drawn `height` units tall, centred on cx, its top at `top`."""
    chars = ["1n", "0n"] if text == "10" else list(text)
    s = height / 100.0
    total = sum(GLYPHS[c][0] for c in chars) + gap * (len(chars) - 1)
    x = cx - total * s / 2.0
    out = []
    for c in chars:
        out.append('<use xlink:href="#%s" transform="translate(%s %s) scale(%s)" fill="%s" stroke="%s"/>' % (
            glyph_id(c), n(x), n(top), n(s), colour, colour))
        x += (GLYPHS[c][0] + gap) * s
    return "".join(out)
