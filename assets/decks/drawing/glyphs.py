"""The outlines of the rank letters and figures (A K Q J, the German D and
B, the French R D V, 0-9, and the letters of POCH), drawn as paths rather
than set in a font."""

import math
import re

from .common import n

# --- glyphs ----------------------------------------------------------------
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


def glyph_d(w=62):
    r = w - HS
    return w, rect(0, 0, STEM, 100), "M9 9L24 9C%s 9 %s 24 %s 50C%s 76 %s 91 24 91L9 91" % (
        n(r - 9), n(r), n(r), n(r), n(r - 9))


def glyph_b(w=58):
    r = w - HS
    upper = "M9 9L27 9C%s 9 %s 16 %s 28C%s 40 %s 46 27 46L9 46" % (n(r - 8), n(r - 2), n(r - 2), n(r - 2), n(r - 8))
    lower = "M9 46L29 46C%s 46 %s 55 %s 68C%s 82 %s 91 29 91L9 91" % (n(r - 6), n(r), n(r), n(r), n(r - 6))
    return w, rect(0, 0, STEM, 100), upper + lower


def glyph_r(w=58):
    stem, bowl = glyph_p(w)[1:3]
    leg = slab((30, 53), (w - HS - 1, 100), cut1="h")
    return w, stem + leg, bowl


def glyph_v(w=66):
    c = w / 2.0
    left = slab((HS + 0.2, 0), (c, 100), cut0="h", cut1="h")
    right = slab((w - HS - 0.2, 0), (c, 100), cut0="h", cut1="h")
    return w, left + right, ""


def glyph_o(w=62):
    return w, "", oval(w / 2.0, 50, w / 2.0 - HS, 50 - HS, 0.58)


def glyph_c(w=56):
    return w, "", "M%s 22C%s 13 40 9 31 9C17 9 9 24 9 50C9 76 17 91 31 91C40 91 %s 87 %s 78" % (
        n(w - 4), n(w - 9), n(w - 9), n(w - 4))


def glyph_h(w=60):
    return w, rect(0, 0, STEM, 100) + rect(w - STEM, 0, w, 100) + rect(STEM - 1, 41, w - STEM + 1, 59), ""


GLYPHS = {
    "A": glyph_a(), "K": glyph_k(), "Q": glyph_q(), "J": glyph_j(),
    "D": glyph_d(), "B": glyph_b(), "R": glyph_r(), "V": glyph_v(),
    "0": glyph_zero(), "1": glyph_one(), "2": glyph_two(), "3": glyph_three(),
    "4": glyph_four(), "5": glyph_five(), "6": glyph_six(), "7": glyph_seven(),
    "8": glyph_eight(), "9": glyph_nine(),
    # narrower figures for "10", so it is no wider than the letters
    "0n": glyph_zero(46, 15), "1n": glyph_one(26, 15),
    "P": glyph_p(), "O": glyph_o(), "C": glyph_c(), "H": glyph_h(),
}
