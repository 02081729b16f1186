"""poch-bowls.svg: nine turned bowls on a walnut tray, 470 mm (source 002).

A square tray with cut corners in a mitred walnut frame; eight beech
bowls round the edge and the Pinke, bigger, in the middle, each standing
on the tray (so it casts a shadow) with its plaque below it.
"""

import math

from .elements import circle, path, polygon
from .paint import P, SPECS, rad
from .document import svg
from .geometry import chamfered, in_shade_off, shade_off
from .palette import WOOD_DEFS
from .parts import hollow, plaque
from .wood import grain_in_poly
from .period import DARK, mitred_frame, shadowed, tint, tint_stroke


BOWL_DEFS = [
    # the bowls are turned beech, lighter than the walnut tray
    rad('bowlBelly', 0.5, 0.5, 0.5, [(0, '#f8d6a2'), (0.45, '#d69a5a'), (0.75, '#a86a34'), (0.93, '#6e3814'), (1, '#42200a')],
        fx=0.3, fy=0.25),
    rad('walnutField', 0.5, 0.5, 0.62, [(0, '#7e4e2c'), (0.6, '#6a3d20'), (1, '#4a2812')], fx=0.42, fy=0.4),
]


WALNUT_MOULDING = [(0, '#2e1406', 1), (1.4, '#5e3418', 1), (3.6, '#8e5a30', 1), (5.5, '#7a4824', 0),
                   (10.5, '#6c3c1e', 0), (10.5, '#2e1406', 0), (11.6, '#2e1406', 0), (11.6, '#7a4824', 1),
                   (13.4, '#a06a3a', 0), (15.2, '#6c3c1e', -1), (-5, '#6a3a1c', -1), (-2, '#4a2610', -1),
                   (-0.01, '#2e1406', -1)]


def bowl_shadow(cx, cy, belly, ground):
    """A standing bowl's shadow: a soft one with a darker core inside it."""
    return '\n'.join([circle(cx + 8, cy + 5.5, belly + 5.5, *tint(ground, DARK, 0.16)),
                      circle(cx + 4, cy + 3, belly + 0.8, *tint(ground.over(DARK, 0.16), DARK, 0.3))])


def bowl_shades(cx, cy, belly):
    """bowl_shadow's two shapes, for shadowed()."""
    return [(lambda x, y: math.hypot(x - cx - 8, y - cy - 5.5) <= belly + 5.5, 0.16),
            (lambda x, y: math.hypot(x - cx - 4, y - cy - 3) <= belly + 0.8, 0.3)]


def turned_bowl(id, cx, cy, r, lip, belly):
    """A turned bowl standing on the tray, seen from above: the swell of
    its side round a raised lip, two turned lines on it, and the inside
    (hollow(), whose circle with the id is the pool)."""
    g = SPECS['bowlBelly'].on_circle(cx, cy, belly)
    out = [circle(cx, cy, belly + 0.5, '#3a1a06'),
           circle(cx, cy, belly, 'url(#bowlBelly)'),
           circle(cx, cy, belly - 3.6, 'none', tint_stroke(g, '#2a1204', 0.4, 0.5)),
           circle(cx, cy, belly - 4.3, 'none', tint_stroke(g, '#fff0d0', 0.3, 0.5))]
    P.ground = g
    out.append(hollow(id, cx, cy, r, lip=lip))
    return '\n'.join(out)


def poch_bowls():
    """Nine turned bowls on a square walnut tray with cut corners, 470 mm:
    eight round the edge, clockwise from the top, and the Pinke, bigger,
    in the middle; each with its plaque below it."""
    W = 470
    c, frame = W / 2, 22
    h, k = c - frame, 36                  # the field's half side, its cut corners
    outer = chamfered(c, c, k + frame * (2 - math.sqrt(2)))
    field_poly = chamfered(c, h, k)

    def in_field(x, y):
        e = 1e-6   # so that the field's own edge counts as in it
        return abs(x - c) <= h + e and abs(y - c) <= h + e and abs(x - c) + abs(y - c) <= 2 * h - k + e
    fdefs, frame_art, _ = mitred_frame(outer, field_poly, WALNUT_MOULDING, 'bowlFrame')
    defs = WOOD_DEFS + BOWL_DEFS + fdefs
    field = SPECS['walnutField'].placed(c - h, c - h, 2 * h, 2 * h)
    P.ground = field
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'poch']
    s, gap, plaque_h = 146, 12, 18        # ring offset, bowl to plaque, plaque height
    ring = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
    # (name, unit's centre x, y, hollow radius, lip, belly, plaque width)
    units = [(name, c + s * u, c + s * v, 30, 2.5, 42, 88) for name, (u, v) in zip(names, ring)]
    units.append(('pinke', c, c, 42, 3, 56, 96))
    # (name, x, bowl y, hollow radius, lip, belly, plaque y, plaque width):
    # each bowl with its plaque below it is centred on its unit's centre
    placed = []
    for name, x, y, r, lip, belly, pw in units:
        span = 2 * belly + gap + plaque_h
        by = y - span / 2 + belly
        placed.append((name, x, by, r, lip, belly, by + belly + gap + plaque_h / 2, pw))
    frame_shades = [(lambda x, y, d=d: in_shade_off(x, y, in_field, d), a) for d, a in ((5.5, 0.30), (2.2, 0.25))]
    shades = frame_shades + [sh for _, x, by, _, _, belly, _, _ in placed for sh in bowl_shades(x, by, belly)]
    body = [frame_art, polygon(chamfered(c, h + 1.6, k + 1.6 * (2 - math.sqrt(2))), '#2e1406'),
            polygon(field_poly, 'url(#walnutField)')]
    if P.on:
        # the shadows, then the grain, which shows through them on screen
        P.grain = shadowed(field, shades)
        grain = grain_in_poly(field_poly, int(2 * h / 5.5), 29)
        body += [path(shade_off(field_poly, in_field, 5.5), field.over(DARK, 0.30).url()),
                 path(shade_off(field_poly, in_field, 2.2), field.over(DARK, 0.30).over(DARK, 0.25).url())]
        body += [bowl_shadow(x, by, belly, field) for _, x, by, _, _, belly, _, _ in placed]
        body.append(grain)
    else:
        body += [grain_in_poly(field_poly, int(2 * h / 5.5), 29),
                 path(shade_off(field_poly, in_field, 5.5), DARK, 'fill-opacity="0.3"'),
                 path(shade_off(field_poly, in_field, 2.2), DARK, 'fill-opacity="0.25"')]
        body += [bowl_shadow(x, by, belly, field) for _, x, by, _, _, belly, _, _ in placed]
    for name, x, by, r, lip, belly, py, pw in placed:
        body.append(turned_bowl('pool-' + name, x, by, r, lip, belly))
    # plaques last, on the tray below their bowls
    P.ground = field
    for name, x, by, r, lip, belly, py, pw in placed:
        body.append(plaque('label-' + name, x, py, pw, plaque_h))
    return svg(W, W, '\n'.join(body), defs)
