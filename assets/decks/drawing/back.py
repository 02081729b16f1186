"""The card back: a margin, a band of lozenges, a trellis with rosettes
and a central medallion, in the deck's back colours."""

import math

from .common import CX, CY, H, RADIUS, W, circle_path, lattice_lines, n

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
