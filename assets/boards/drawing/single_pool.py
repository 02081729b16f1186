"""single-pool.svg: a round dish, 220 mm, with one pool and its plaque.
"""

from .document import svg
from .palette import WOOD_DEFS, rim_defs
from .parts import hollow, plaque
from .wood import round_board


def single_pool():
    """Round dish, 220 mm, one pool with its plaque below."""
    R, FR = 110, 95
    c = R
    defs = WOOD_DEFS + rim_defs(R, FR)
    body = [round_board(c, R, FR, 18, 31)]
    r, lip, gap, plaque_h = 46, 3.5, 6, 18
    cy = c - 15   # raised so pool and plaque together sit in the middle
    body.append(hollow('pool-pool', c, cy, r, lip=lip))
    body.append(plaque('label-pool', c, cy + r + lip + gap + plaque_h / 2, 86, plaque_h))
    return svg(2 * R, 2 * R, '\n'.join(body), defs)
