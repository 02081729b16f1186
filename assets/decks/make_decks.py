#!/usr/bin/env python3
"""Draws Poch's own card decks in the KDE card-deck format.

Writes, next to this script:

    poch-french/index.desktop           poch-french/poch-french.svg
    poch-french-4colour/index.desktop   poch-french-4colour/poch-french-4colour.svg

Each SVG holds 53 groups, 1_club ... king_spade and back, each a card of
250 x 350 units whose first child is the card's own outline, so that the
element's bounds are exactly the card. Only what Qt SVG (SVG Tiny 1.2)
draws is used: no patterns, clip paths, masks, filters or CSS.

Standard library only; run it with `python3 assets/decks/make_decks.py`.
"""

import math
import os
import re

W, H = 250, 350           # one card, in user units
CX, CY = W / 2, H / 2     # its centre
RADIUS = 14               # corner radius
GAP = 10                  # between cards on the sheet
COLUMNS = 13

FACE = "#fffdf6"          # ivory card face
EDGE = "#2b2b2b"          # thin card outline
GOLD = "#c9a227"
GOLD_DARK = "#8a6a12"
GOLD_LIGHT = "#ecd98f"
PARCHMENT = "#fbf4df"

SUITS = ["club", "diamond", "heart", "spade"]
RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"]
LABEL = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}

DECKS = [
    {
        "folder": "poch-french",
        "name": "Poch French",
        "colours": {"club": "#1a1a1a", "spade": "#1a1a1a", "heart": "#c8102e", "diamond": "#c8102e"},
        "back": {"ground": "#8e1520", "line": "#d9848c", "light": "#f3d3d6", "deep": "#6d0f18"},
    },
    {
        "folder": "poch-french-4colour",
        "name": "Poch French (four colours)",  # no comma: QSettings would read a list
        "colours": {"club": "#1d8a3a", "spade": "#1a1a1a", "heart": "#c8102e", "diamond": "#1f5fbf"},
        "back": {"ground": "#173a73", "line": "#7f9fd2", "light": "#d5e0f3", "deep": "#0f2853"},
    },
]


def n(v):
    """A number as short as SVG allows."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# --- suit symbols ----------------------------------------------------------
# Each is drawn 100 units tall, centred on the origin (y from -50 to 50).
# Every sub-path runs the same way round, so overlapping parts unite under
# the default non-zero fill rule.

def circle_path(cx, cy, r):
    return "M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0 %s 0Z" % (
        n(cx - r), n(cy), n(r), n(r), n(2 * r), n(r), n(r), n(-2 * r))


SUIT_PATHS = {
    "heart": (
        "M0 -27C-5 -42 -16 -49 -27 -49C-41 -49 -52 -38 -52 -22"
        "C-52 -2 -36 14 -20 28C-10 37 -3 43 0 50"
        "C3 43 10 37 20 28C36 14 52 -2 52 -22"
        "C52 -38 41 -49 27 -49C16 -49 5 -42 0 -27Z"),
    "diamond": (
        "M0 -50C9 -34 23 -15 39 0C23 15 9 34 0 50"
        "C-9 34 -23 15 -39 0C-23 -15 -9 -34 0 -50Z"),
    "spade": (
        "M0 -50C-8 -36 -24 -25 -37 -13C-47 -4 -51 4 -51 13"
        "C-51 27 -40 37 -27 37C-17 37 -9 33 -4 25"
        "C-5 36 -11 45 -22 50L22 50C11 45 5 36 4 25"
        "C9 33 17 37 27 37C40 37 51 27 51 13"
        "C51 4 47 -4 37 -13C24 -25 8 -36 0 -50Z"),
    "club": (
        circle_path(0, -25.5, 24.5) + circle_path(-26, 11, 24.5) + circle_path(26, 11, 24.5)
        + "M0 -25L-26 11L26 11Z"
        + "M-4 10C-4 32 -11 44 -23 50L23 50C11 44 4 32 4 10Z"),
}


def suit(name, x, y, size, fill=None, rotate=0, extra=""):
    """A <use> of a suit symbol `size` units tall centred on (x, y)."""
    t = "translate(%s %s)" % (n(x), n(y))
    if rotate:
        t += " rotate(%s)" % n(rotate)
    t += " scale(%s)" % n(size / 100.0)
    f = ' fill="%s"' % fill if fill else ""
    return '<use xlink:href="#suit-%s" transform="%s"%s%s/>' % (name, t, f, extra)


# --- lettering --------------------------------------------------------------
# The ranks are drawn, not typeset, so that they look the same everywhere and
# nothing depends on a font's ascent (Qt counts a text's whole line box in an
# element's bounds). Glyphs are 100 units tall (y from 0 to 100) with stems
# STEM thick; each is a (width, filled outline, stroked centre line).

STEM = 18.0
HS = STEM / 2.0


def fmt_pts(points):
    return "M" + "L".join("%s %s" % (n(x), n(y)) for x, y in points) + "Z"


def polygon(points):
    """A closed polygon, always wound the same way, so overlaps unite."""
    area = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        area += x0 * y1 - x1 * y0
    if area < 0:
        points = list(reversed(points))
    return fmt_pts(points)


def slab(p0, p1, t=STEM, cut0="p", cut1="p"):
    """A straight stroke t thick from p0 to p1; each end cut square to the
    stroke ("p") or level ("h")."""
    (x0, y0), (x1, y1) = p0, p1
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -dy, dx

    def ends(px, py, cut):
        out = []
        for side in (1, -1):
            ox, oy = px + side * nx * t / 2, py + side * ny * t / 2
            if cut == "h":
                s = (py - oy) / dy
                ox, oy = ox + dx * s, oy + dy * s
            out.append((ox, oy))
        return out
    a = ends(x0, y0, cut0)
    b = ends(x1, y1, cut1)
    return polygon([a[0], b[0], b[1], a[1]])


def rect(x0, y0, x1, y1):
    return polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def oval(cx, cy, rx, ry, k=0.6):
    """A closed centre line between an ellipse and a rounded rectangle."""
    return ("M%s %sC%s %s %s %s %s %sC%s %s %s %s %s %sC%s %s %s %s %s %sC%s %s %s %s %s %sZ" % tuple(
        n(v) for v in (cx - rx, cy,
                       cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry,
                       cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy,
                       cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry,
                       cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)))


def turned(d, w):
    """A path of absolute M, L, C and Z commands turned half round inside a
    glyph w wide (6 into 9)."""
    out, xy = [], 0
    for tok in re.findall(r"[A-Za-z]|-?[0-9]*\.?[0-9]+", d):
        if tok.isalpha():
            out.append(tok)
            xy = 0
        else:
            v = float(tok)
            out.append((" " if xy else "") + n((w - v) if xy % 2 == 0 else (100 - v)))
            xy += 1
    return "".join(out)


def glyph_zero(w=58, stem=STEM):
    return w, "", oval(w / 2.0, 50, w / 2.0 - stem / 2.0, 50 - stem / 2.0), stem


def glyph_one(w=38, stem=STEM):
    f = stem + 4
    return w, polygon([(w - stem, 0), (w, 0), (w, 100), (w - stem, 100), (w - stem, f), (0, f + 16), (0, 16)]), ""


def glyph_two(w=58):
    r = w - HS
    # the curve hands over to a straight diagonal running into the bar
    joint, foot = (w * 0.57, 57.0), (HS + 1.0, 100.0)
    k = 0.22
    ctrl = (joint[0] + (joint[0] - foot[0]) * k, joint[1] - (foot[1] - joint[1]) * k)
    # (the stroke runs a little way into the diagonal so no seam shows)
    into = (joint[0] + (foot[0] - joint[0]) * 0.15, joint[1] + (foot[1] - joint[1]) * 0.15)
    stroke = ("M%s 31C%s 16 %s 9 %s 9C%s 9 %s 17 %s 29C%s 40 %s %s %s %sL%s %s" % (
        n(HS + 0.5), n(HS + 0.5), n(w * 0.32), n(w / 2.0), n(w * 0.7), n(r), n(r), n(r),
        n(ctrl[0]), n(ctrl[1]), n(joint[0]), n(joint[1]), n(into[0]), n(into[1])))
    fill = rect(0, 82, w, 100) + slab(joint, foot, cut1="h")
    return w, fill, stroke


def glyph_three(w=58):
    s = ("M%s 22C12 13 19 9 29 9C40 9 48 16 48 27C48 38 40 45 28 45L21 45"
         "M21 45L28 45C42 45 50 54 50 68C50 82 40 91 29 91C18 91 11 87 7 79") % n(8)
    return w, "", s


def glyph_four(w=60):
    x0, x1 = 34, 52
    d = (10.0, 72.0)
    top = (43.0, 0.0)
    # keep the diagonal's top inside the stem's right edge
    length = math.hypot(top[0] - d[0], top[1] - d[1])
    hw = STEM / ((top[1] - d[1]) / -length)
    top = (x1 - hw / 2.0, 0.0)
    fill = rect(x0, 0, x1, 100) + rect(0, 64, w, 81) + slab(top, d, cut0="h")
    return w, fill, ""


def glyph_five(w=58):
    fill = rect(11, 0, 54, 18) + slab((20, 0), (16.6, 56), cut0="h", cut1="h")
    s = "M16 49C21 44 26 42 31 42C43 42 50 51 50 66C50 81 41 91 29 91C18 91 11 87 7 79"
    return w, fill, s


def glyph_six(w=58):
    s = "M47 15C42 10.5 36 9 30 9C16 9 9 22 9 48L9 66" + oval(29, 66.5, 20, 24.5, 0.58)
    return w, "", s


def glyph_nine(w=58):
    return w, "", turned(glyph_six(w)[2], w)


def glyph_seven(w=56):
    # one outline: the bar, and a diagonal STEM thick down to the baseline
    top_r, bottom_r = (w, 12.0), (31.0, 100.0)
    dx, dy = bottom_r[0] - top_r[0], bottom_r[1] - top_r[1]
    hw = STEM * math.hypot(dx, dy) / dy          # level width of the diagonal
    x_at = lambda y: top_r[0] + dx * (y - top_r[1]) / dy - hw
    return w, polygon([(0, 0), (w, 0), top_r, bottom_r, (bottom_r[0] - hw, 100), (x_at(18), 18), (0, 18)]), ""


def glyph_eight(w=58):
    return w, "", oval(w / 2.0, 28, w / 2.0 - 11.5, 19) + oval(w / 2.0, 69, w / 2.0 - HS, 22)


def glyph_a(w=66):
    c = w / 2.0
    left = slab((c, 0), (HS + 0.2, 100), cut0="h", cut1="h")
    right = slab((c, 0), (w - HS - 0.2, 100), cut0="h", cut1="h")
    # the bar, between the legs' centre lines

    def at(xb, y):
        return c + (xb - c) * y / 100.0
    bar = polygon([(at(HS, 62), 62), (at(w - HS, 62), 62), (at(w - HS, 78), 78), (at(HS, 78), 78)])
    return w, left + right + bar, ""


def glyph_k(w=62):
    stem = rect(0, 0, STEM, 100)
    upper_top = (w - 10.5, 0)
    upper = slab((9, 76), upper_top, cut1="h")
    lower = slab((27, 47), (w - 10, 100), cut1="h")
    return w, stem + upper + lower, ""


def glyph_j(w=46):
    x = w - HS
    return w, "", "M%s 0L%s 62C%s 82 %s 91 %s 91C%s 91 7 88 4 81" % (
        n(x), n(x), n(x), n(x - 6), n(x - 17), n(x - 25))


def glyph_q(w=64):
    tail = slab((w * 0.6, 76), (w - 3, 102), t=STEM * 0.95, cut1="h")
    return w, tail, oval(w / 2.0, 50, w / 2.0 - HS, 50 - HS, 0.58)


def glyph_p(w=54):
    return w, rect(0, 0, STEM, 100), "M9 9L29 9C43 9 %s 18 %s 31C%s 44 43 53 29 53L9 53" % (
        n(w - HS), n(w - HS), n(w - HS))


def glyph_o(w=62):
    return w, "", oval(w / 2.0, 50, w / 2.0 - HS, 50 - HS, 0.58)


def glyph_c(w=56):
    return w, "", "M%s 22C%s 13 40 9 31 9C17 9 9 24 9 50C9 76 17 91 31 91C40 91 %s 87 %s 78" % (
        n(w - 4), n(w - 9), n(w - 9), n(w - 4))


def glyph_h(w=60):
    return w, rect(0, 0, STEM, 100) + rect(w - STEM, 0, w, 100) + rect(STEM - 1, 41, w - STEM + 1, 59), ""


GLYPHS = {
    "A": glyph_a(), "K": glyph_k(), "Q": glyph_q(), "J": glyph_j(),
    "0": glyph_zero(), "1": glyph_one(), "2": glyph_two(), "3": glyph_three(),
    "4": glyph_four(), "5": glyph_five(), "6": glyph_six(), "7": glyph_seven(),
    "8": glyph_eight(), "9": glyph_nine(),
    # narrower figures for "10", so it is no wider than the letters
    "0n": glyph_zero(46, 15), "1n": glyph_one(26, 15),
    "P": glyph_p(), "O": glyph_o(), "C": glyph_c(), "H": glyph_h(),
}
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


# --- corner index ----------------------------------------------------------

INDEX_X = 36        # centre of the index column
INDEX_TOP = 14      # top of the rank
INDEX_HEIGHT = 70   # height of the rank
INDEX_SUIT_Y = 117  # centre of the suit symbol under the rank
INDEX_SUIT = 46     # its height


def corner_index(rank, suit_name, colour):
    label = LABEL.get(rank, rank)
    one = (lettering(label, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour)
           + suit(suit_name, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT, colour))
    return one + '<g transform="rotate(180 %s %s)">%s</g>' % (n(CX), n(CY), one)


# --- card frame ------------------------------------------------------------

def card_base(fill=FACE, edge=EDGE, edge_width=2.5):
    h = edge_width / 2.0
    return ('<rect x="0" y="0" width="%d" height="%d" rx="%d" ry="%d" fill="%s"/>' % (W, H, RADIUS, RADIUS, fill)
            + '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (
                n(h), n(h), n(W - edge_width), n(H - edge_width), n(RADIUS - h), n(RADIUS - h), edge, n(edge_width)))


# --- pip cards -------------------------------------------------------------

PIP = 40                 # pip height
COL_L, COL_R = 92, 158   # pip columns (the middle one is CX)
ROW0, ROW3 = 61, 289     # first and last pip rows
ROW1 = ROW0 + (ROW3 - ROW0) / 3.0
ROW2 = ROW0 + 2 * (ROW3 - ROW0) / 3.0
HALF_UP = (ROW0 + CY) / 2.0
HALF_DOWN = (CY + ROW3) / 2.0


def pip_positions(count):
    L, C, R = COL_L, CX, COL_R
    pos = {
        2: [(C, ROW0), (C, ROW3)],
        3: [(C, ROW0), (C, CY), (C, ROW3)],
        4: [(L, ROW0), (R, ROW0), (L, ROW3), (R, ROW3)],
        5: [(L, ROW0), (R, ROW0), (C, CY), (L, ROW3), (R, ROW3)],
        6: [(L, ROW0), (R, ROW0), (L, CY), (R, CY), (L, ROW3), (R, ROW3)],
        7: [(L, ROW0), (R, ROW0), (C, HALF_UP), (L, CY), (R, CY), (L, ROW3), (R, ROW3)],
        8: [(L, ROW0), (R, ROW0), (C, HALF_UP), (L, CY), (R, CY), (C, HALF_DOWN), (L, ROW3), (R, ROW3)],
        9: [(L, ROW0), (R, ROW0), (L, ROW1), (R, ROW1), (C, CY),
            (L, ROW2), (R, ROW2), (L, ROW3), (R, ROW3)],
        10: [(L, ROW0), (R, ROW0), (C, (ROW0 + ROW1) / 2.0), (L, ROW1), (R, ROW1),
             (L, ROW2), (R, ROW2), (C, (ROW2 + ROW3) / 2.0), (L, ROW3), (R, ROW3)],
    }
    return pos[count]


def pip_card(rank, suit_name, colour):
    out = [card_base(), corner_index(rank, suit_name, colour)]
    for x, y in pip_positions(int(rank)):
        out.append(suit(suit_name, x, y, PIP, colour, 180 if y > CY + 0.1 else 0))
    return "".join(out)


# --- aces ------------------------------------------------------------------

def ace_card(suit_name, colour):
    out = [card_base(), corner_index("1", suit_name, colour)]
    if suit_name != "spade":
        out.append(suit(suit_name, CX, CY, 100, colour))
        return "".join(out)
    # The ace of spades: a larger spade with an inner line and a small
    # spade set in it, over a ribbon with the game's name.
    size = 120
    y = CY - 8
    k = size / 100.0
    out.append(suit("spade", CX, y, size, colour))
    out.append(suit("spade", CX, y - 2.5, size * 0.8, "none",
                    extra=' stroke="%s" stroke-width="%s"' % (FACE, n(2.4 / (0.8 * k)))))
    out.append(suit("spade", CX, y - 4, size * 0.22, FACE))
    # a ring of small beads round the little spade
    beads = []
    for i in range(16):
        t = 2 * math.pi * i / 16
        beads.append(circle_path(CX + 19 * math.cos(t), y - 4 + 19 * math.sin(t), 1.6 if i % 2 else 2.2))
    out.append('<path d="%s" fill="%s"/>' % ("".join(beads), FACE))
    # ribbon
    ry = y + 80
    out.append('<path d="M%s %sL%s %sL%s %sL%s %sL%s %sL%s %sZ" fill="%s"/>' % (
        n(CX - 50), n(ry - 10), n(CX + 50), n(ry - 10), n(CX + 43), n(ry), n(CX + 50), n(ry + 10),
        n(CX - 50), n(ry + 10), n(CX - 43), n(ry), colour))
    out.append('<path d="M%s %sL%s %sM%s %sL%s %s" fill="none" stroke="%s" stroke-width="0.8"/>' % (
        n(CX - 40), n(ry - 7), n(CX + 40), n(ry - 7), n(CX - 40), n(ry + 7), n(CX + 40), n(ry + 7), FACE))
    out.append(lettering("POCH", CX, ry - 5, 10, FACE, gap=20))
    return "".join(out)


# --- court cards -----------------------------------------------------------

PANEL = (70, 14, 180, 336)  # x0 y0 x1 y1


def lattice_lines(x0, y0, x1, y1, step, cx, cy):
    """Diagonal lines at +-45 degrees through (cx, cy) and every `step`
    along x, cut to the rectangle; returns a path's d."""
    d = []
    k_range = int((x1 - x0 + y1 - y0) / step) + 2
    for sign in (1, -1):
        for k in range(-k_range, k_range + 1):
            # line: (y - cy) = sign * (x - cx - k*step)
            ox = cx + k * step
            pts = []
            for x in (x0, x1):
                y = cy + sign * (x - ox)
                if y0 - 1e-9 <= y <= y1 + 1e-9:
                    pts.append((x, y))
            for y in (y0, y1):
                x = ox + sign * (y - cy)
                if x0 - 1e-9 <= x <= x1 + 1e-9:
                    pts.append((x, y))
            pts = sorted(set((round(a, 3), round(b, 3)) for a, b in pts))
            if len(pts) >= 2 and (pts[0] != pts[-1]):
                (ax, ay), (bx, by) = pts[0], pts[-1]
                if math.hypot(bx - ax, by - ay) > 0.5:
                    d.append("M%s %sL%s %s" % (n(ax), n(ay), n(bx), n(by)))
    return "".join(d)


STROKE_GOLD = 'stroke="%s" stroke-width="1.2" stroke-linejoin="round"' % GOLD_DARK


def crown_king(colour):
    """A crown 66 wide, from y=-27 to 20, centred on x=0."""
    s = STROKE_GOLD
    out = [
        '<path d="M-29 9L-33 -12L-19 -1L-13 -19L-5 -3L0 -23L5 -3L13 -19L19 -1L33 -12L29 9Z" fill="%s" %s/>' % (GOLD, s),
        '<path d="M-24 5L-26 -4L-18 3ZM24 5L26 -4L18 3ZM-9 3L-12 -9L-5 1ZM9 3L12 -9L5 1Z" fill="%s"/>' % GOLD_LIGHT,
        '<rect x="-31" y="7" width="62" height="13" rx="2" fill="%s" %s/>' % (GOLD, s),
    ]
    for x, y, r in ((-33, -12, 3.4), (-13, -19, 3.4), (13, -19, 3.4), (33, -12, 3.4)):
        out.append('<circle cx="%s" cy="%s" r="%s" fill="%s" %s/>' % (n(x), n(y), n(r), GOLD_LIGHT, s))
    # a small cross on the middle point
    out.append('<path d="M-1.6 -33L1.6 -33L1.6 -30L4.5 -30L4.5 -27L1.6 -27L1.6 -22L-1.6 -22L-1.6 -27'
               'L-4.5 -27L-4.5 -30L-1.6 -30Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    for x in (-19, 0, 19):
        out.append('<circle cx="%d" cy="13.5" r="3.3" fill="%s"/>' % (x, colour))
    out.append('<path d="M-11 13.5L-8 10.5L-5 13.5L-8 16.5ZM5 13.5L8 10.5L11 13.5L8 16.5Z" fill="%s"/>' % FACE)
    return "".join(out)


def crown_queen(colour):
    """A coronet with pearls."""
    s = STROKE_GOLD
    out = [
        '<path d="M-29 10C-30 -2 -24 -8 -16 -8C-10 -8 -5 -11 0 -20C5 -11 10 -8 16 -8C24 -8 30 -2 29 10Z" fill="%s" %s/>' % (GOLD, s),
        '<path d="M-22 6C-23 0 -20 -3 -15 -3C-10 -3 -5 -5 0 -11C5 -5 10 -3 15 -3C20 -3 23 0 22 6Z" fill="%s"/>' % GOLD_LIGHT,
        '<rect x="-30" y="8" width="60" height="11" rx="5.5" fill="%s" %s/>' % (GOLD, s),
        '<path d="M0 -9C4 -4 6 -1 6 2C6 5.5 3 7.5 0 7.5C-3 7.5 -6 5.5 -6 2C-6 -1 -4 -4 0 -9Z" fill="%s" %s/>' % (colour, s),
    ]
    for x, y, r in ((0, -23, 3.8), (-16, -11, 2.8), (16, -11, 2.8), (-27, -3, 2.4), (27, -3, 2.4)):
        out.append('<circle cx="%s" cy="%s" r="%s" fill="#fffaf0" %s/>' % (n(x), n(y), n(r), s))
    for i in range(7):
        out.append('<circle cx="%d" cy="13.5" r="2.1" fill="#fffaf0"/>' % (-24 + i * 8))
    return "".join(out)


def feather(angle, length, width):
    """A plume's feather from the origin, `angle` degrees right of upright."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)       # along the feather
    vx, vy = -uy, ux                          # across it

    def p(u, v):
        return n(u * ux + v * vx) + " " + n(u * uy + v * vy)
    L, w = length, width / 2.0
    body = "M%sC%s %s %sC%s %s %sZ" % (
        p(0, 0), p(L * 0.3, w * 1.2), p(L * 0.75, w * 1.1), p(L, 0),
        p(L * 0.75, -w * 1.1), p(L * 0.3, -w * 1.2), p(0, 0))
    vein = "M%sL%s" % (p(L * 0.1, 0), p(L * 0.92, 0))
    return body, vein


def cap_jack(colour):
    """A cap with a band and a plume of three feathers."""
    s = STROKE_GOLD
    out = []
    for angle, length in ((-6, 40), (22, 38), (48, 32)):
        body, vein = feather(angle, length, 10)
        out.append('<g transform="translate(16 6)"><path d="%s" fill="%s" %s/>'
                   '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/></g>' % (body, GOLD_LIGHT, s, vein, GOLD_DARK))
    out += [
        '<path d="M-30 12C-31 -3 -18 -13 -1 -13C17 -13 30 -3 29 12Z" fill="%s" %s/>' % (colour, s),
        '<path d="M-22 4C-20 -4 -12 -8 -4 -9" fill="none" stroke="%s" stroke-width="1.4" stroke-linecap="round"/>' % GOLD_LIGHT,
        '<rect x="-32" y="8" width="64" height="11" rx="5.5" fill="%s" %s/>' % (GOLD, s),
    ]
    for x in (-20, -10, 0, 10, 20):
        out.append('<circle cx="%d" cy="13.5" r="2" fill="%s"/>' % (x, colour))
    return "".join(out)


def shield(kind, suit_name, colour):
    """The arms under the headgear, centred on (0, 0), about 62 tall."""
    s = 'stroke="%s" stroke-width="2.4" stroke-linejoin="round"' % GOLD
    if kind == "queen":
        out = ['<ellipse cx="0" cy="0" rx="24" ry="30" fill="%s" %s/>' % (colour, s),
               '<ellipse cx="0" cy="0" rx="19.5" ry="25.5" fill="none" stroke="%s" stroke-width="0.9"/>' % GOLD_LIGHT]
    elif kind == "king":
        d = "M-25 -29L25 -29L25 2C25 19 13 27 0 33C-13 27 -25 19 -25 2Z"
        inner = "M-20.5 -24.5L20.5 -24.5L20.5 2C20.5 16 10.5 22.5 0 27.8C-10.5 22.5 -20.5 16 -20.5 2Z"
        out = ['<path d="%s" fill="%s" %s/>' % (d, colour, s),
               '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/>' % (inner, GOLD_LIGHT)]
    else:
        d = "M-24 -29L24 -29C22 -20 24 -12 26 -4C28 8 18 24 0 32C-18 24 -28 8 -26 -4C-24 -12 -22 -20 -24 -29Z"
        inner = "M-19 -24.5L19 -24.5C17.5 -18 19 -11 21 -4C22.5 5 15 18 0 26.5C-15 18 -22.5 5 -21 -4C-19 -11 -17.5 -18 -19 -24.5Z"
        out = ['<path d="%s" fill="%s" %s/>' % (d, colour, s),
               '<path d="%s" fill="none" stroke="%s" stroke-width="0.9"/>' % (inner, GOLD_LIGHT)]
    out.append(suit(suit_name, 0, -1, 28, FACE))
    return "".join(out)


def staff(kind, colour):
    """What the figure holds, upright: a sceptre (king), a lily (queen) or a
    halberd (jack); its head above (0, -54), its foot at (0, 16)."""
    s = STROKE_GOLD
    out = ['<rect x="-1.9" y="-54" width="3.8" height="70" rx="1.5" fill="%s" %s/>' % (GOLD, s),
           '<circle cx="0" cy="17" r="3.4" fill="%s" %s/>' % (GOLD, s)]
    head = []
    if kind == "king":
        head.append('<rect x="-4.5" y="-2" width="9" height="4" rx="1.5" fill="%s" %s/>' % (GOLD, s))
        head.append('<circle cx="0" cy="-8" r="6" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-6 -8L6 -8" fill="none" stroke="%s" stroke-width="1"/>' % GOLD_DARK)
        head.append('<path d="M-1.4 -22L1.4 -22L1.4 -19.5L4 -19.5L4 -17L1.4 -17L1.4 -14L-1.4 -14L-1.4 -17'
                    'L-4 -17L-4 -19.5L-1.4 -19.5Z" fill="%s" %s/>' % (GOLD, s))
    elif kind == "queen":
        head.append('<rect x="-5" y="-3" width="10" height="4" rx="1.5" fill="%s" %s/>' % (GOLD, s))
        head.append('<path d="M0 -22C5 -17 6 -11 2.5 -3L-2.5 -3C-6 -11 -5 -17 0 -22Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-3 -4C-7 -12 -14 -13 -15 -7C-15.5 -3 -11 -1 -7 -4C-10 -3 -12 -5 -11 -7'
                    'C-10 -9 -6 -8 -3 -4ZM3 -4C7 -12 14 -13 15 -7C15.5 -3 11 -1 7 -4C10 -3 12 -5 11 -7'
                    'C10 -9 6 -8 3 -4Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    else:
        head.append('<path d="M0 -24L3.2 -2L-3.2 -2Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M1.9 -12C9 -16 14 -11 14 -4C14 2 10 7 1.9 4Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
        head.append('<path d="M-1.9 -9L-9 -5L-1.9 -1Z" fill="%s" %s/>' % (GOLD_LIGHT, s))
    out.append('<g transform="translate(0 -54)">%s</g>' % "".join(head))
    return "".join(out)


# Where the upper half's pieces sit, in card units.
HEAD_Y = 58
ARMS_Y = 108
STAFF_ANGLE = 30


def court_half(kind, suit_name, colour):
    """The upper half of the panel, in card coordinates."""
    out = []
    for sx in (-1, 1):   # two staffs in saltire behind the arms
        out.append('<g transform="translate(%s %s) rotate(%s) scale(%d 1)">%s</g>' % (
            n(CX), n(ARMS_Y + 9), n(sx * STAFF_ANGLE), -sx, staff(kind, colour)))
    head = {"king": crown_king, "queen": crown_queen, "jack": cap_jack}[kind](colour)
    out.append('<g transform="translate(%s %s)">%s</g>' % (n(CX), n(ARMS_Y), shield(kind, suit_name, colour)))
    out.append('<g transform="translate(%s %s) scale(0.86)">%s</g>' % (n(CX), n(HEAD_Y), head))
    return "".join(out)


def court_card(rank, suit_name, colour):
    x0, y0, x1, y1 = PANEL
    out = [card_base(), corner_index(rank, suit_name, colour)]
    # panel: parchment with a faint gold lattice, a frame in the suit's
    # colour and a gold one inside it
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="7" fill="%s"/>' % (x0, y0, x1 - x0, y1 - y0, PARCHMENT))
    out.append('<path d="%s" fill="none" stroke="%s" stroke-width="0.7"/>' % (
        lattice_lines(x0 + 7, y0 + 7, x1 - 7, y1 - 7, 15, CX, CY), "#ecdfb6"))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="6" fill="none" stroke="%s" stroke-width="2.6"/>' % (
        n(x0 + 1.3), n(y0 + 1.3), n(x1 - x0 - 2.6), n(y1 - y0 - 2.6), colour))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="3" fill="none" stroke="%s" stroke-width="1.6"/>' % (
        n(x0 + 6), n(y0 + 6), n(x1 - x0 - 12), n(y1 - y0 - 12), GOLD))
    # small gold corner pieces inside the frame
    for cx_, cy_, r in ((x0 + 6, y0 + 6, 0), (x1 - 6, y0 + 6, 90), (x1 - 6, y1 - 6, 180), (x0 + 6, y1 - 6, 270)):
        out.append('<path d="M0 0L12 0C12 3 9 5 6 5C5 8 3 12 0 12Z" fill="%s" transform="translate(%s %s) rotate(%d)"/>' % (
            GOLD, n(cx_), n(cy_), r))
    half = court_half(rank, suit_name, colour)
    out.append(half)
    out.append('<g transform="rotate(180 %s %s)">%s</g>' % (n(CX), n(CY), half))
    # the divider and the medallion with the letter
    for dy in (-3, 3):
        out.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.4"/>' % (
            n(x0 + 6), n(CY + dy), n(x1 - 6), n(CY + dy), GOLD))
    out.append('<circle cx="%s" cy="%s" r="29" fill="%s" stroke="%s" stroke-width="3"/>' % (n(CX), n(CY), FACE, GOLD))
    out.append('<circle cx="%s" cy="%s" r="24.5" fill="none" stroke="%s" stroke-width="1.2"/>' % (n(CX), n(CY), colour))
    out.append(lettering(LABEL[rank], CX, CY - 17, 34, colour))
    return "".join(out)


# --- back ------------------------------------------------------------------

def rosette(x, y, r, petals, rot=0.0):
    """A flower of `petals` pointed petals of length r; a path's d."""
    d = []
    w = r * 0.42
    for i in range(petals):
        a = math.radians(rot + 360.0 * i / petals)
        ca, sa = math.cos(a), math.sin(a)

        def p(u, v):
            return (x + u * ca - v * sa, y + u * sa + v * ca)
        tip = p(r, 0)
        c1, c2 = p(r * 0.35, w), p(r * 0.75, w * 0.8)
        c3, c4 = p(r * 0.75, -w * 0.8), p(r * 0.35, -w)
        d.append("M%s %sC%s %s %s %s %s %sC%s %s %s %s %s %sZ" % (
            n(x), n(y), n(c1[0]), n(c1[1]), n(c2[0]), n(c2[1]), n(tip[0]), n(tip[1]),
            n(c3[0]), n(c3[1]), n(c4[0]), n(c4[1]), n(x), n(y)))
    return "".join(d)


def back_card(colours):
    g, line, light, deep = colours["ground"], colours["line"], colours["light"], colours["deep"]
    out = ['<rect x="0" y="0" width="%d" height="%d" rx="%d" ry="%d" fill="#ffffff"/>' % (W, H, RADIUS, RADIUS),
           '<rect x="0.75" y="0.75" width="248.5" height="348.5" rx="13.25" ry="13.25" fill="none" stroke="#a0a0a0" stroke-width="1.5"/>']
    m = 12  # the white margin
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="%s"/>' % (m, m, W - 2 * m, H - 2 * m, g))
    # a band of small lozenges between two rules
    b0, b1 = m + 4, m + 13
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="none" stroke="%s" stroke-width="1.2"/>' % (
        n(b0), n(b0), n(W - 2 * b0), n(H - 2 * b0), light))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="1.2"/>' % (
        n(b1), n(b1), n(W - 2 * b1), n(H - 2 * b1), light))
    mid = (b0 + b1) / 2.0
    loz = []

    def lozenge(x, y, r):
        loz.append("M%s %sL%s %sL%s %sL%s %sZ" % (n(x), n(y - r), n(x + r * 0.8), n(y), n(x), n(y + r), n(x - r * 0.8), n(y)))
    for x0, x1, y, horizontal in ((mid, W - mid, mid, True), (mid, W - mid, H - mid, True),
                                  (mid, H - mid, mid, False), (mid, H - mid, W - mid, False)):
        span = x1 - x0
        count = int(round(span / 11.0))
        for i in range(1, count):
            t = x0 + span * i / count
            if horizontal:
                lozenge(t, y, 2.6)
            else:
                lozenge(y, t, 2.6)
    out.append('<path d="%s" fill="%s"/>' % ("".join(loz), line))
    corners = "".join(rosette(x, y, 4.2, 4, 45) for x in (mid, W - mid) for y in (mid, H - mid))
    out.append('<path d="%s" fill="%s"/>' % (corners, light))
    # the trellis: double diagonal lines, rosettes where they cross
    px0, py0, px1, py1 = b1 + 1, b1 + 1, W - b1 - 1, H - b1 - 1
    step = 28.0
    d = lattice_lines(px0, py0, px1, py1, step, CX - 1.7, CY) + lattice_lines(px0, py0, px1, py1, step, CX + 1.7, CY)
    out.append('<path d="%s" fill="none" stroke="%s" stroke-width="0.8"/>' % (d, line))
    ros, dots = [], []
    half = step / 2.0
    for i in range(-12, 13):
        for j in range(-16, 17):
            x, y = CX + i * half, CY + j * half
            if (i + j) % 2 == 0:
                if px0 + 7 <= x <= px1 - 7 and py0 + 7 <= y <= py1 - 7:
                    ros.append(rosette(x, y, 7, 4, 0))
            elif px0 + 4 <= x <= px1 - 4 and py0 + 4 <= y <= py1 - 4:
                dots.append(circle_path(x, y, 1.7))
    out.append('<path d="%s" fill="%s"/>' % ("".join(ros), light))
    out.append('<path d="%s" fill="%s"/>' % ("".join(dots), line))
    # central medallion, cleared from the trellis
    out.append('<ellipse cx="%s" cy="%s" rx="42" ry="51" fill="%s" stroke="%s" stroke-width="1"/>' % (
        n(CX), n(CY), g, line))
    out.append('<ellipse cx="%s" cy="%s" rx="36" ry="45" fill="%s" stroke="%s" stroke-width="2.6"/>' % (
        n(CX), n(CY), deep, light))
    pearls = []
    for i in range(28):
        t = 2 * math.pi * i / 28
        pearls.append(circle_path(CX + 30.5 * math.cos(t), CY + 39.5 * math.sin(t), 1.5))
    out.append('<path d="%s" fill="%s"/>' % ("".join(pearls), line))
    out.append('<path d="%s" fill="%s"/>' % (rosette(CX, CY, 24, 8, 22.5), line))
    out.append('<path d="%s" fill="%s"/>' % (rosette(CX, CY, 20, 8, 0), light))
    out.append('<circle cx="%s" cy="%s" r="4.5" fill="%s" stroke="%s" stroke-width="1.6"/>' % (n(CX), n(CY), g, light))
    return "".join(out)


# --- the sheet ---------------------------------------------------------------

def card_svg(rank, suit_name, colour):
    if rank == "1":
        return ace_card(suit_name, colour)
    if rank in ("jack", "queen", "king"):
        return court_card(rank, suit_name, colour)
    return pip_card(rank, suit_name, colour)


def deck_svg(deck):
    rows = len(SUITS) + 1
    sw = COLUMNS * (W + GAP) + GAP
    sh = rows * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           'version="1.2" baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">\n' % (sw, sh, sw, sh),
           '<title>%s</title>\n' % deck["name"],
           '<desc>Poch card deck; drawn by make_decks.py, the Poch project\'s own work.</desc>\n',
           '<defs>\n']
    for name in ("heart", "diamond", "spade", "club"):
        out.append('<path id="suit-%s" d="%s"/>\n' % (name, SUIT_PATHS[name]))
    out.append(glyph_defs())
    out.append('</defs>\n')
    for row, suit_name in enumerate(SUITS):
        colour = deck["colours"][suit_name]
        for col, rank in enumerate(RANKS):
            x, y = GAP + col * (W + GAP), GAP + row * (H + GAP)
            out.append('<g id="%s_%s" transform="translate(%d %d)">%s</g>\n' % (
                rank, suit_name, x, y, card_svg(rank, suit_name, colour)))
    out.append('<g id="back" transform="translate(%d %d)">%s</g>\n' % (GAP, GAP + len(SUITS) * (H + GAP), back_card(deck["back"])))
    out.append('</svg>\n')
    return "".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for deck in DECKS:
        folder = os.path.join(here, deck["folder"])
        os.makedirs(folder, exist_ok=True)
        svg_name = deck["folder"] + ".svg"
        with open(os.path.join(folder, svg_name), "w", encoding="utf-8", newline="\n") as f:
            f.write(deck_svg(deck))
        with open(os.path.join(folder, "index.desktop"), "w", encoding="utf-8", newline="\n") as f:
            f.write("[KDE Cards]\nName=%s\nSVG=%s\nBack=back\n" % (deck["name"], svg_name))
        print("wrote", os.path.join(deck["folder"], svg_name))


if __name__ == "__main__":
    main()
