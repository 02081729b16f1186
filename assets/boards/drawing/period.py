"""What the period boards share: poch-bowls, pochen, poque, poch-1810.

These are the boards of the older forms of the game. Their frames and
mouldings are opaque shapes with opaque gradients, so they print as they
show; their shadows are translucent on screen and, in print, the ground
they fall on with the shadow blended in (see document.py): each falls on
one gradient, or on shadows nested in it, and the grain drawn over them in
print takes its colour from all that lies under it on screen.
"""

import math

from .elements import fmt, path, pathd, polygon, stroke
from .paint import P, SPECS, blend, hexc, pstroke, rgb, user_lin


LIGHT = (-math.sqrt(0.5), -math.sqrt(0.5))   # towards the light, top left


DARK = '#1a0800'


def tint(ground, col, alpha):
    """(fill, extra) of col laid at alpha over ground (a Grad): translucent
    on screen, in print the ground with col blended in."""
    if P.on:
        return ground.over(col, alpha).url(), ''
    return col, 'fill-opacity="%s"' % fmt(alpha)


def tint_stroke(ground, col, alpha, width, more=''):
    """The stroke of a line of col at alpha over ground, as tint()."""
    if P.on:
        return pstroke(ground.over(col, alpha), width, more)
    return stroke(col, alpha, width, more)


def lit(col, slope, facing, k=0.4):
    """A moulding's colour where it slopes outwards (slope 1), inwards (-1)
    or lies flat (0), on a length whose outer side faces the light by
    facing (-1 to 1)."""
    f = slope * facing * k
    return hexc(blend(rgb(col), '#fff2d8', f) if f > 0 else blend(rgb(col), '#1a0a00', -f))


def shadowed(ground, shades):
    """For print: the colour a grain line of col at alpha shows over ground
    under the translucent shades (inside(x, y), alpha) drawn over it on
    screen, in their order."""
    def colour(x, y, col, alpha):
        k = blend(ground.rgb_at(x, y), col, alpha)
        for inside, a in shades:
            if inside(x, y):
                k = blend(k, DARK, a)
        return k
    return colour


def mitred_frame(outer, inner, profile, gid, joint='#2a1204'):
    """A frame of mitred, moulded lengths between two convex polygons,
    clockwise and corner for corner: one length per side, each with its
    moulding as a gradient straight across it, lit by how its outer side
    faces the light, and a dark joint along each mitre. profile lists
    (mm in from the outer edge, or from the inner edge if negative,
    colour, slope), slope 1 where the moulding faces out, -1 in, 0 flat.
    Returns the gradients' defs, the drawing and each length's gradient
    (a Grad) with its polygon."""
    defs, body, lengths = [], [polygon(outer, joint)], []
    n = len(outer)
    for i in range(n):
        a, b = outer[i], outer[(i + 1) % n]
        ai, bi = inner[i], inner[(i + 1) % n]
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        nx, ny = (b[1] - a[1]) / L, -(b[0] - a[0]) / L     # outwards
        width = (a[0] - ai[0]) * nx + (a[1] - ai[1]) * ny
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        facing = nx * LIGHT[0] + ny * LIGHT[1]
        st = [(min(1, max(0, (d if d >= 0 else width + d) / width)), lit(col, slope, facing)) for d, col, slope in profile]
        defs.append(user_lin('%s%d' % (gid, i), mx, my, mx - nx * width, my - ny * width, st))
        piece = [a, b, bi, ai]
        body.append(polygon(piece, 'url(#%s%d)' % (gid, i)))
        lengths.append((SPECS['%s%d' % (gid, i)], piece))
    for (x0, y0), (x1, y1) in zip(outer, inner):
        body.append(path(pathd([(x0, y0), (x1, y1)]), 'none', 'stroke="%s" stroke-width="0.5"' % joint))
    return defs, '\n'.join(body), lengths
