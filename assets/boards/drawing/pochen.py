"""pochen.svg: the Pochen tray, round, 470 mm (source 000).

A Pope Joan board (pope_joan.py) with seven divisions round a sunk
centre division, the pot. Where the pool and the plaque sit in each
division is given as in pope_joan.PJ8_LAYOUT and was found by a search
for the same things (first on a 4 mm grid, then refined in 1 mm steps,
the pool's offset in 2 mm), with the hub 4 mm off the centre division's
ring.
"""

from .elements import circle, path
from .paint import P, SPECS, rad
from .geometry import crescent, in_crescent
from .parts import hollow, plaque
from .wood import grain_in_circle
from .period import DARK, shadowed
from .pope_joan import pope_joan_board


def by_division(n, right):
    """A layout for pope_joan_board() from the entries of the divisions
    right of the vertical, in order from the top: keyed by each angle as
    the board looks it up (360 - th for a mirrored division, which may
    differ from its twin's in the last bits)."""
    out = {}
    for i in range(n):
        th = i * 360 / n
        out[360 - th if th > 180 else th] = right[n - i if th > 180 else i]
    return out


POCHEN_LAYOUT = by_division(7, [     # 86 x 17 plaques, pools of 31 + 3 mm lip, hub 83
    (193, 0, 134, 0),
    (173, -23, 131, 12),
    (160, -40, 155, 20),
    (182, 23, 133, -8),
])


def pochen_well_defs(hub):
    """The turned ring round the Pochen tray's centre division: a bead
    between two coves, from the floor's edge (hub - 8) to hub - 1."""
    rw = hub - 8

    def t(r):
        return r / (hub - 1)
    return [rad('wellRing', 0.5, 0.5, 0.5, [(0, '#5a2a0c'), (t(rw + 1.2), '#5a2a0c'), (t(rw + 2.2), '#8a4b20'),
                                             (t(rw + 3.6), '#d9a064'), (t(rw + 4.6), '#b5743c'), (t(hub - 2.4), '#8a4b20'),
                                             (1, '#6a3412')], fx=0.47, fy=0.46)]


def pochen_well(c, hub, pool_r, lip, W, H, gap=5):
    """The centre division of the Pochen tray: a turned ring (the hub)
    round a sunk floor with the pot's pool and plaque in it."""
    rw = hub - 8
    floor = SPECS['field'].on_circle(c, c, rw)
    span = 2 * (pool_r + lip) + gap + H
    py = c - span / 2 + pool_r + lip
    if P.on:
        out = [circle(c, c, hub + 1.5, 'url(#lip)'),
               circle(c, c, hub - 1, 'url(#wellRing)'),
               circle(c, c, rw + 1.2, '#2e1406'),
               circle(c, c, rw, 'url(#field)')]
        P.grain = shadowed(floor, [(lambda x, y: in_crescent(x, y, c, c, rw, 5.5), 0.30),
                                   (lambda x, y: in_crescent(x, y, c, c, rw, 2.2), 0.25)])
        out += [path(crescent(c, c, rw, 5.5, 225), floor.over(DARK, 0.30).url()),
                path(crescent(c, c, rw, 2.2, 225), floor.over(DARK, 0.30).over(DARK, 0.25).url()),
                grain_in_circle(c, c, rw - 1, 14, 31)]
    else:
        out = [circle(c + 2, c + 3, hub + 2, DARK, 'fill-opacity="0.35"'),
               circle(c, c, hub + 1.5, 'url(#lip)'),
               circle(c, c, hub - 1, 'url(#wellRing)'),
               circle(c, c, rw + 1.2, '#2e1406'),
               circle(c, c, rw, 'url(#field)'),
               grain_in_circle(c, c, rw - 1, 14, 31),
               path(crescent(c, c, rw, 5.5, 225), DARK, 'fill-opacity="0.3"'),
               path(crescent(c, c, rw, 2.2, 225), DARK, 'fill-opacity="0.25"')]
    P.ground = floor
    out.append(hollow('pool-pot', c, py, pool_r, lip=lip))
    out.append(plaque('label-pot', c, py + pool_r + lip + gap + H / 2, W, H))
    return '\n'.join(out)


def pochen():
    """Round tray, 470 mm: seven divisions round the sunk centre division,
    the pot; the seventh division, between two light ones, gets a middle
    tone."""
    tones = [('#3a1604', 0.10) if i % 2 else ('#ffd9a0', 0.07) for i in range(6)] + [('#3a1604', 0.04)]
    return pope_joan_board(['ace', 'king', 'queen', 'jack', 'ten', 'marriage', 'sequence'],
                           R=235, FR=223, hub=83, W=86, H=17, pool_r=31, lip=3, wall_w=5, seed=17,
                           layout=POCHEN_LAYOUT, tones=tones,
                           well=(pochen_well_defs, lambda c, hub: pochen_well(c, hub, pool_r=38, lip=3.5, W=92, H=17)))
