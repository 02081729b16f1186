"""poque.svg: Le Poque (1789), an oval corbeille, 480 x 420 mm.

A green lacquered field in a walnut and gilt frame; five cups lined with
red velvet in gilt lips round the Poque's bigger cup in the middle, each
with its plaque below it.
"""

import math

from .elements import circle, ellipse, path, polygon
from .paint import P, SPECS, lin, rad, user_lin
from .document import svg
from .geometry import ellipse_poly, shade_off
from .palette import WOOD_DEFS
from .parts import hollow, plaque
from .period import DARK, LIGHT, lit, tint


POQUE_DEFS = [
    # a green lacquered field in a walnut and gilt frame, the cups lined
    # with red velvet in gilt lips
    rad('lacquer', 0.5, 0.5, 0.62, [(0, '#2f4f3b'), (0.6, '#213d2d'), (1, '#13291c')], fx=0.42, fy=0.38),
    lin('giltConvex', 0, 0, 1, 1, [(0, '#fff0b4'), (0.3, '#e6c05a'), (0.62, '#b08428'), (1, '#5e400c')]),
    lin('giltLip', 0, 0, 1, 1, [(0, '#fff0b4'), (0.5, '#c89a38'), (1, '#5e400c')]),
    lin('giltLipIn', 0, 0, 1, 1, [(0, '#4a3208'), (0.5, '#a27c26'), (1, '#f4d890')]),
    rad('velvet', 0.5, 0.5, 0.5, [(0, '#a63434'), (0.55, '#8a2426'), (0.82, '#641618'), (0.95, '#400b0b'), (1, '#2c0606')],
        fx=0.56, fy=0.6),
]


# the frame: a rounded walnut edge, then gilt, a bead, a broad cove and a
# bead at the sight edge (mm in from the edge, colour, slope as in
# mitred_frame)
POQUE_MOULDING = [(0, '#1e1004', 1), (0.8, '#5a3216', 1), (3.5, '#7e4e2a', 1), (6, '#6e4020', -1), (7.8, '#3a2008', -1),
                  (8.3, '#3a2808', 0), (8.6, '#c89a38', 1), (9.8, '#f6dc8a', 1), (11, '#d8b04a', -1), (12, '#8a6418', -1),
                  (12.4, '#7a5814', -1), (15.5, '#c49a3c', 0), (18.6, '#f2d88c', 1), (19, '#4a3410', 0), (19.6, '#4a3410', 0),
                  (19.8, '#d8b04a', 1), (21, '#f6dc8a', 1), (22.4, '#8a6418', -1), (23.2, '#2a1a06', -1), (24, '#1a1006', -1)]


def oval_frame(cx, cy, RX, RY, width, profile, gid, n=120):
    """The frame between the ellipses (RX, RY) and (RX - width, RY -
    width) round (cx, cy) as n wedges, each with the moulding as a
    gradient across it, lit as mitred_frame() lights a length facing the
    same way; the wedges are so short that the straight stripes of their
    gradients stray at most 0.1 mm from the curves. Opaque, and each
    wedge reaches a little under the next, so no seam shows."""
    defs, body = [], []
    for k in range(n):
        t0, t1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n + 0.005
        ts = [t0 + (t1 - t0) * j / 4 for j in range(5)]
        outer = [(cx + RX * math.cos(t), cy + RY * math.sin(t)) for t in ts]
        inner = [(cx + (RX - width) * math.cos(t), cy + (RY - width) * math.sin(t)) for t in reversed(ts)]
        tm = (t0 + t1) / 2
        ox, oy = cx + RX * math.cos(tm), cy + RY * math.sin(tm)
        nx, ny = math.cos(tm) / RX, math.sin(tm) / RY        # the outer edge's normal
        L = math.hypot(nx, ny)
        nx, ny = nx / L, ny / L
        # across the frame along the normal, to where it meets the inner edge
        w = width * (math.cos(tm) * nx + math.sin(tm) * ny)
        facing = nx * LIGHT[0] + ny * LIGHT[1]
        st = [(min(1, d / w), lit(col, slope, facing)) for d, col, slope in profile]
        defs.append(user_lin('%s%d' % (gid, k), ox, oy, ox - nx * w, oy - ny * w, st))
        body.append(polygon(outer + inner, 'url(#%s%d)' % (gid, k)))
    return defs, '\n'.join(body)


def gilt_rosette(cx, cy, r):
    """A small gilt flower: four petals round a boss."""
    out = []
    for a in (0, 90, 180, 270):
        ux, uy = math.cos(math.radians(a)), math.sin(math.radians(a))
        tip = (cx + ux * r, cy + uy * r)
        side = [(cx + ux * r * 0.35 + uy * r * 0.28, cy + uy * r * 0.35 - ux * r * 0.28),
                (cx + ux * r * 0.35 - uy * r * 0.28, cy + uy * r * 0.35 + ux * r * 0.28)]
        out.append(polygon([(cx, cy), side[0], tip, side[1]], '#c9a04a' if a in (0, 90) else '#e8c868'))
    out += [circle(cx, cy, r * 0.3, '#6e5014'), circle(cx, cy, r * 0.24, 'url(#giltConvex)')]
    return '\n'.join(out)


def poque():
    """An oval corbeille, 480 x 420 mm: five cups, clockwise from the top
    left, round the Poque's bigger cup in the middle, each with its plaque
    below it."""
    W, H, rim = 480, 420, 24
    cx, cy = W / 2, H / 2
    rx, ry = cx - rim, cy - rim
    fdefs, frame_art = oval_frame(cx, cy, cx, cy, rim, POQUE_MOULDING, 'poqueFrame')
    defs = WOOD_DEFS + POQUE_DEFS + fdefs
    body = [frame_art, ellipse(cx, cy, rx, ry, 'url(#lacquer)')]
    field = SPECS['lacquer'].placed(cx - rx, cy - ry, 2 * rx, 2 * ry)
    P.ground = field
    field_poly = ellipse_poly(cx, cy, rx, ry, 3)

    def in_field(x, y):
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
    a, b = tint(field, DARK, 0.30)
    body.append(path(shade_off(field_poly, in_field, 5.5), a, b))
    a, b = tint(field.over(DARK, 0.30), DARK, 0.25)
    body.append(path(shade_off(field_poly, in_field, 2.2), a, b))
    # gilt filets round the field
    body += [ellipse(cx, cy, rx - 10, ry - 10, 'none', 'stroke="#c9a04a" stroke-width="0.9"'),
             ellipse(cx, cy, rx - 12.5, ry - 12.5, 'none', 'stroke="#a98636" stroke-width="0.4"')]
    body += [gilt_rosette(cx, cy - ry + 24, 7), gilt_rosette(cx - rx + 26, cy, 6), gilt_rosette(cx + rx - 26, cy, 6)]
    # the layout was found by a small search: the cups' ring and the middle
    # unit's place giving the most room to the field's edge and each other
    ax, ay, gap, ph = 132, 122, 5, 17
    units = []
    for i, name in enumerate(['ace', 'king', 'queen', 'jack', 'ten']):
        t = math.radians(324 + 72 * i)
        units.append((name, cx + ax * math.sin(t), cy - ay * math.cos(t), 30, 3, 86))
    units.append(('poque', cx, cy + 6, 38, 4, 92))
    plaques = []
    for name, x, y, r, lip, pw in units:
        span = 2 * (r + lip) + gap + ph
        by = y - span / 2 + r + lip
        body.append(hollow('pool-' + name, x, by, r, lip=lip, grads=('giltLip', 'giltLipIn', 'velvet'), marks=False))
        P.ground = field
        plaques.append(plaque('label-' + name, x, by + r + lip + gap + ph / 2, pw, ph))
    return svg(W, H, '\n'.join(body + plaques), defs)
