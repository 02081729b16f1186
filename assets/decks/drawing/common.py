"""Shared by every part of the drawing: the card's size, the palette, the
suits and ranks, the two decks, the number format, and the circle and
lattice paths used by more than one kind of card."""

import math

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
# The ace's and the court cards' letters in each language the program
# speaks, as that country's French-suited packs print them: German packs
# say Dame and Bube (D, B), French ones Roi, Dame and Valet (R, D, V). The
# first is the deck's own; the others are drawn as its sheets for them.
LABELS = {
    "en": {"1": "A", "jack": "J", "queen": "Q", "king": "K"},
    "de": {"1": "A", "jack": "B", "queen": "D", "king": "K"},
    "fr": {"1": "A", "jack": "V", "queen": "D", "king": "R"},
}
LABEL = LABELS["en"]

DECKS = [
    {
        "folder": "poch-french",
        "name": "Poch French",
        "names": {"de": "Poch, französisches Blatt", "fr": "Poch, jeu français"},
        "colours": {"club": "#1a1a1a", "spade": "#1a1a1a", "heart": "#c8102e", "diamond": "#c8102e"},
        "back": {"ground": "#8e1520", "line": "#d9848c", "light": "#f3d3d6", "deep": "#6d0f18"},
    },
    {
        "folder": "poch-french-4colour",
        "name": "Poch French (four colours)",  # no comma: QSettings would read a list
        "names": {"de": "Poch, französisches Blatt (vier Farben)", "fr": "Poch, jeu français (quatre couleurs)"},
        "colours": {"club": "#1d8a3a", "spade": "#1a1a1a", "heart": "#c8102e", "diamond": "#1f5fbf"},
        "back": {"ground": "#173a73", "line": "#7f9fd2", "light": "#d5e0f3", "deep": "#0f2853"},
    },
]


def n(v):
    """A number as short as SVG allows."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def circle_path(cx, cy, r):
    return "M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0 %s 0Z" % (
        n(cx - r), n(cy), n(r), n(r), n(2 * r), n(r), n(r), n(-2 * r))


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
