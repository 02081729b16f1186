"""spin.svg: the Spin tray, 360 x 200 mm, three pools in a row.
"""

from .document import svg
from .palette import TRAY_DEFS, WOOD_DEFS
from .parts import hollow, plaque
from .wood import rect_tray


def spin():
    """Tray 360 x 200 mm, three pools in a row, the middle one (game) bigger."""
    W, H = 360, 200
    body = [rect_tray(W, H, 16, 24, 21)]
    pools = (('matrimony', 68, 34), ('game', 180, 40), ('intrigue', 292, 34))
    for name, cx, r in pools:
        body.append(hollow('pool-' + name, cx, 90, r, lip=3.5))
    for name, cx, r in pools:
        body.append(plaque('label-' + name, cx, 158, 100, 18))
    return svg(W, H, '\n'.join(body), WOOD_DEFS + TRAY_DEFS)
