"""poch.svg: the round Poch board, 480 mm.

Eight bowls in a ring, ace to pocher clockwise from the top, and the pot
in the middle, each with its plaque below it.
"""

import math

from .document import svg
from .palette import WOOD_DEFS, rim_defs
from .parts import hollow, plaque
from .wood import round_board


def poch():
    """Round board, 480 mm: eight bowls in a ring, the pot in the middle."""
    R, FR = 240, 212
    c = R
    names = ['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence', 'pocher']
    bowl_r, plaque_w, plaque_h, gap = 35, 88, 18, 4.5
    ring_r = 150
    defs = WOOD_DEFS + rim_defs(R, FR, band=7)
    body = [round_board(c, R, FR, 40, 7, band=7)]
    # each bowl with its plaque below it forms one unit, centred on its ring point
    span = 2 * bowl_r + gap + plaque_h
    units = []
    for i, name in enumerate(names):
        a = math.radians(i * 45)
        x, y = c + ring_r * math.sin(a), c + ring_r * -math.cos(a)
        bowl_y = y - span / 2 + bowl_r
        units.append((name, x, bowl_y, bowl_y + bowl_r + gap + plaque_h / 2))
    # all bowls first, so no bowl's shadow falls on a neighbour's plaque
    for name, x, bowl_y, plaque_y in units:
        body.append(hollow('pool-' + name, x, bowl_y, bowl_r))
    for name, x, bowl_y, plaque_y in units:
        body.append(plaque('label-' + name, x, plaque_y, plaque_w, plaque_h))
    pot_r = 52
    span = 2 * pot_r + gap + plaque_h
    pot_y = c - span / 2 + pot_r
    body.append(hollow('pool-pot', c, pot_y, pot_r, lip=4))
    body.append(plaque('label-pot', c, pot_y + pot_r + gap + plaque_h / 2, 96, plaque_h))
    return svg(2 * R, 2 * R, '\n'.join(body), defs)
