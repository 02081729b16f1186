"""pope-joan.svg (eight divisions) and pope-joan-5.svg (five).

pope_joan_board draws the round board with radial walls round a turned
hub that these two share with pochen.svg (pochen.py), which puts a sunk
centre division in place of the hub. The print variant needs the
pope_joan_print_* helpers because the divisions' tones lie over some of
the rim's shadows and under others.
"""

import math
import random

from .elements import circle, fmt, path, polygon, rect, stroke
from .paint import P, SPECS, blend, hexc, lin, pstroke, rad
from .document import svg
from .geometry import arc_d, arc_pts, crescent, in_crescent, sector_d
from .tiles import circle_exit, clip_convex, clip_half, polar_piece
from .palette import WOOD_DEFS, rim_defs
from .parts import hollow, plaque
from .wood import grain_line, round_board


# Where the pool and the plaque sit in each division, given along the
# division's bisector (angle th clockwise from up) as
#     (plaque distance, plaque offset, pool distance, pool offset)
# in mm from the board's centre; the offset is square to the bisector,
# positive clockwise. The divisions right of the vertical are listed; those
# on the left are their mirror images.
#
# Found once by an exhaustive search on a 1 mm grid (the pool's offset in
# 2 mm steps; both kept on the bisector in the top and bottom divisions).
# It kept the plaque and the pool's lip inside the division (1.2 mm clear
# of the walls' faces, 4 mm off the hub, 3 mm inside the field's edge), the
# pool at least 5 mm nearer the centre than the plaque and their boxes at
# least 3 mm apart, and maximised the smallest clearance, with a 0.3 mm
# bonus for the pool above its plaque. The search is slow, so its
# result is baked in; this also keeps the pools where the app expects them.
PJ8_LAYOUT = {        # pope-joan.svg: 82 x 16 plaques, pools of 30 + 3 mm lip
    0:   (174, 0, 117, 0),
    45:  (157, -13, 104, 0),
    90:  (148, 30, 141, -16),
    135: (157, 13, 104, 0),
    180: (174, 0, 117, 0),
}


PJ5_LAYOUT = {        # pope-joan-5.svg: 86 x 17 plaques, pools of 34 + 3 mm lip
    0:   (151, 0, 86, 0),
    72:  (116, 43, 114, -22),
    144: (135, 31, 83, 0),
}


def along_bisector(th, r, off):
    a = math.radians(th)
    return r * math.sin(a) + off * math.cos(a), -r * math.cos(a) + off * math.sin(a)


def pope_joan_board(names, R, FR, hub, W, H, pool_r, lip, wall_w, seed, layout, tones=None, well=None):
    """A round Pope Joan board: a field divided by radial walls round a
    turned hub, one pool and one plaque per division. tones are the
    divisions' (colour, opacity), alternately light and dark if not given;
    with well, a pair of functions (defs(hub), drawing(c, hub)) of a sunk
    centre division (see pochen.py), the hub is a turned ring round it."""
    n = len(names)
    half = 180 / n
    c = R
    defs = WOOD_DEFS + rim_defs(R, FR, band=0) + [
        lin('wallL', 0, 0, 1, 0, [(0, '#f0b77a'), (0.3, '#c98a4f'), (0.75, '#a2612d'), (1, '#5e2d0f')]),
        lin('wallR', 0, 0, 1, 0, [(0, '#5e2d0f'), (0.25, '#a2612d'), (0.7, '#c98a4f'), (1, '#f0b77a')]),
        rad('hubRing', 0.5, 0.5, 0.5, [(0, '#8a4b20'), (0.7, '#a9652e'), (0.86, '#d9a064'), (0.94, '#b5743c'), (1, '#6a3412')], fx=0.4, fy=0.38),
        rad('knob', 0.5, 0.5, 0.5, [(0, '#f2c48c'), (0.45, '#c8874b'), (0.85, '#8e4f22'), (1, '#5a2a0c')], fx=0.36, fy=0.32),
    ]
    if well:
        defs += well[0](hub)
    # in print the rim's shadow on the field is drawn with the divisions'
    # tones, which lie over it (see pope_joan_print_rim_shadow)
    body = [round_board(c, R, FR, 0, seed, band=0, shade=not P.on)]
    rnd = random.Random(seed)
    # alternate tones, so the divisions read apart, and a radial grain in each
    if tones is None:
        tones = [('#3a1604', 0.10) if i % 2 else ('#ffd9a0', 0.07) for i in range(n)]
    field = SPECS['field'].on_circle(c, c, FR)
    grain = body
    if P.on:
        # the grain shows through the rim's shadow on screen: in print it
        # goes over the shadow, so it is drawn after it (see below)
        grain = []
        for i in range(n):
            th = i * 360 / n
            body.append(path(sector_d(c, th - half, th + half, hub, FR), field.over(*tones[i]).url()))
        body.append(pope_joan_print_rim_shadow(c, FR, n, field, tones))
    for i in range(n):
        th = i * 360 / n
        if P.on:
            P.grain = pope_joan_print_grain(c, FR, field, tones[i])
        else:
            body.append(path(sector_d(c, th - half, th + half, hub, FR), tones[i][0],
                             'fill-opacity="%s"' % ('%.2f' % tones[i][1])))
        k = 9
        for j in range(k):
            t = th - half + 2 * half * (j + 0.5 + rnd.uniform(-0.3, 0.3)) / k
            amp = rnd.uniform(0.4, 1.6)
            ph = rnd.uniform(0, 6.3)
            r0, r1 = hub + 6, FR - 3
            seg = []
            for m in range(13):
                r = r0 + (r1 - r0) * m / 12
                dt = math.degrees(amp * math.sin(ph + r / 23.0) / r)
                seg.append((c + r * math.sin(math.radians(t + dt)), c - r * math.cos(math.radians(t + dt))))
            dark = rnd.random() < 0.7
            grain.append(grain_line(seg, dark, rnd.uniform(0.08, 0.18), rnd.uniform(0.35, 1.1)))
    walls = [i * 360 / n + half for i in range(n)]
    if P.on:
        body += grain
        body.append(pope_joan_print_shadows(c, FR, hub, wall_w, walls, field, tones))
    else:
        body.append(path(crescent(c, c, FR, 6, 225), '#1a0800', 'fill-opacity="0.30"'))
        # all wall shadows before any wall, so no shadow falls across a wall
        for tw in walls:
            body.append('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (
                fmt(c + 1.4), fmt(c + 2.0), fmt(tw),
                rect(-wall_w / 2 - 0.6, -FR, wall_w + 1.2, FR - hub + 2, 1.5, '#1a0800', 'fill-opacity="0.30"')))
    for tw in walls:
        # light the face of the wall that is turned to the top left
        nx, ny = math.cos(math.radians(tw)), math.sin(math.radians(tw))
        gradient = 'wallR' if -nx - ny > 0 else 'wallL'
        # the highlight runs down the middle of the wall
        hl = (pstroke(hexc(blend(SPECS[gradient].colour(0.5)[0], '#ffe6c0', 0.25)), 0.5) if P.on
              else stroke('#ffe6c0', 0.25, 0.5))
        body.append('<g transform="translate(%s %s) rotate(%s)">%s%s%s</g>' % (
            fmt(c), fmt(c), fmt(tw), rect(-wall_w / 2, -FR - 0.5, wall_w, FR - hub + 2, 1.2, 'url(#%s)' % gradient),
            path('M0 %s V%s' % (fmt(-FR + 1), fmt(-hub - 1)), 'none', hl),
            pope_joan_print_hub_shadow_on_wall(FR, hub, wall_w, tw, gradient) if P.on else ''))
    # the hub: a turned knob, or a ring round the centre division
    if well:
        body.append(well[1](c, hub))
    elif P.on:
        ring = SPECS['hubRing'].on_circle(c, c, hub - 1)
        knob = SPECS['knob'].on_circle(c, c, hub * 0.68)
        small = SPECS['knob'].on_circle(c, c, hub * 0.24)
        body += [circle(c, c, hub + 1.5, 'url(#lip)'),
                 circle(c, c, hub - 1, 'url(#hubRing)'),
                 circle(c, c, hub * 0.72, ring.over('#2e1406', 0.35).url()),
                 circle(c, c, hub * 0.68, 'url(#knob)'),
                 circle(c, c, hub * 0.45, 'none', pstroke(knob.over('#2a1204', 0.35), 0.6)),
                 circle(c + 0.8, c + 1.2, hub * 0.26, knob.over('#1a0800', 0.3).url()),
                 circle(c, c, hub * 0.24, 'url(#knob)'),
                 path(arc_d(c, c, hub * 0.6, 200, 260), 'none', pstroke(knob.over('#fff0d0', 0.55), 1.2, 'stroke-linecap="round"')),
                 path(arc_d(c, c, hub * 0.18, 200, 260), 'none', pstroke(small.over('#fff0d0', 0.6), 0.8, 'stroke-linecap="round"'))]
    else:
        body += [circle(c + 2, c + 3, hub + 2, '#1a0800', 'fill-opacity="0.35"'),
                 circle(c, c, hub + 1.5, 'url(#lip)'),
                 circle(c, c, hub - 1, 'url(#hubRing)'),
                 circle(c, c, hub * 0.72, '#2e1406', 'fill-opacity="0.35"'),
                 circle(c, c, hub * 0.68, 'url(#knob)'),
                 circle(c, c, hub * 0.45, 'none', stroke('#2a1204', 0.35, 0.6)),
                 circle(c + 0.8, c + 1.2, hub * 0.26, '#1a0800', 'fill-opacity="0.3"'),
                 circle(c, c, hub * 0.24, 'url(#knob)'),
                 path(arc_d(c, c, hub * 0.6, 200, 260), 'none', stroke('#fff0d0', 0.55, 1.2, 'stroke-linecap="round"')),
                 path(arc_d(c, c, hub * 0.18, 200, 260), 'none', stroke('#fff0d0', 0.6, 0.8, 'stroke-linecap="round"'))]
    pools, plaques = [], []
    for i, name in enumerate(names):
        th = i * 360 / n
        mirror = th > 180
        base = 360 - th if mirror else th
        plaque_r, plaque_off, pool_dist, pool_off = layout[base]
        px, py = along_bisector(base, plaque_r, plaque_off)
        qx, qy = along_bisector(base, pool_dist, pool_off)
        if mirror:
            px, qx = -px, -qx
        P.ground = field.over(*tones[i])
        pools.append(hollow('pool-' + name, c + qx, c + qy, pool_r, lip=lip))
        plaques.append(plaque('label-' + name, c + px, c + py, W, H))
    # plaques last: nothing may be drawn over the name the app writes on them
    body += pools + plaques
    return svg(2 * R, 2 * R, '\n'.join(body), defs)


def pope_joan_print_rim_shadow(c, FR, n, field, tones):
    """For print: the rim's shadows on a Pope Joan board's field, cut along
    the divisions, since on screen they are translucent and two lie under
    the divisions' tones (round_board's), one over them. They are nested,
    so each is blended with all that lie over its part. The walls hide the
    cuts."""
    half = 180 / n
    dark = '#1a0800'
    out = []
    for i in range(n):
        th0, th1 = i * 360 / n - half, i * 360 / n + half
        tone = tones[i]
        for d, g in ((6, field.over(*tone).over(dark, 0.30)),
                     (5.5, field.over(dark, 0.30).over(*tone).over(dark, 0.30)),
                     (2.2, field.over(dark, 0.30).over(dark, 0.25).over(*tone).over(dark, 0.30))):
            o = (d * math.cos(math.radians(45)), d * math.sin(math.radians(45)))
            piece = polar_piece(c, th0, th1, lambda t: circle_exit(c, o, FR, t), lambda t: FR)
            if piece:
                out.append(polygon(piece, g.url()))
    return '\n'.join(out)


def pope_joan_print_grain(c, FR, field, tone):
    """For print: what a grain line in a division of this tone shows."""
    dark = '#1a0800'

    def colour(x, y, col, alpha):
        k = field.rgb_at(x, y)
        if in_crescent(x, y, c, c, FR, 5.5):
            k = blend(k, dark, 0.30)
        if in_crescent(x, y, c, c, FR, 2.2):
            k = blend(k, dark, 0.25)
        k = blend(blend(k, *tone), col, alpha)
        return blend(k, dark, 0.30) if in_crescent(x, y, c, c, FR, 6) else k
    return colour


def pope_joan_print_shadows(c, FR, hub, wall_w, walls, field, tones):
    """For print: the walls' and the hub's shadows on a Pope Joan board's
    field, each part blended with the tone of the division it falls in (the
    walls hide the cuts), and where the hub's falls on a wall's."""
    n = len(walls)
    half = 180 / n
    dark = '#1a0800'
    hub_shadow = arc_pts(c + 2, c + 3, hub + 2, 0, 360, 180)[:-1]
    disc = arc_pts(c, c, FR, 0, 360, 720)[:-1]
    out, both = [], []
    # the walls' shadows: each half on the side of the division it lies in
    for k, tw in enumerate(walls):
        a = math.radians(tw)
        ca, sa = math.cos(a), math.sin(a)
        x0, x1, y0, y1 = -wall_w / 2 - 0.6, wall_w / 2 + 0.6, -FR, -hub + 2
        shadow = [(c + 1.4 + x * ca - y * sa, c + 2.0 + x * sa + y * ca) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
        for side, div in ((1, (k + 1) % n), (-1, k)):
            piece = clip_convex(clip_half(shadow, (c, c), (side * ca, side * sa)), disc)
            if len(piece) >= 3:
                g = field.over(*tones[div]).over(dark, 0.30)
                out.append(polygon(piece, g.url()))
                piece = clip_convex(piece, hub_shadow)
                if len(piece) >= 3:
                    both.append(polygon(piece, g.over(dark, 0.35).url()))
    # the hub's shadow, where it shows beyond the hub's lip
    for i in range(n):
        th0, th1 = i * 360 / n - half, i * 360 / n + half
        piece = polar_piece(c, th0, th1, lambda t: hub, lambda t: circle_exit(c, (2, 3), hub + 2, t))
        if piece:
            out.append(polygon(piece, field.over(*tones[i]).over(dark, 0.35).url()))
    return '\n'.join(out + both)


def pope_joan_print_hub_shadow_on_wall(FR, hub, wall_w, tw, gradient):
    """For print: the part of the hub's shadow that falls on a wall, in the
    wall's own coordinates (rotated by tw round the centre)."""
    a = math.radians(tw)
    ox, oy = 2 * math.cos(a) + 3 * math.sin(a), -2 * math.sin(a) + 3 * math.cos(a)
    rr = hub + 2
    wall = [(-wall_w / 2, -FR - 0.5), (wall_w / 2, -FR - 0.5), (wall_w / 2, -hub + 1.5), (-wall_w / 2, -hub + 1.5)]
    piece = clip_convex(wall, arc_pts(ox, oy, rr, 0, 360, 180)[:-1])
    if len(piece) < 3:
        return ''
    g = SPECS[gradient].placed(-wall_w / 2, -FR - 0.5, wall_w, FR - hub + 2)
    out = polygon(piece, g.over('#1a0800', 0.35).url())
    # and the wall's highlight under it
    if abs(ox) < rr:
        top = max(-FR + 1, oy - math.sqrt(rr * rr - ox * ox))
        if top < -hub - 1:
            col = blend(blend(g.colour(0.5)[0], '#ffe6c0', 0.25), '#1a0800', 0.35)
            out += path('M0 %s V%s' % (fmt(top), fmt(-hub - 1)), 'none', pstroke(hexc(col), 0.5))
    return out


def pope_joan():
    """Round board, 420 mm, eight divisions."""
    return pope_joan_board(['pope', 'matrimony', 'intrigue', 'ace', 'king', 'queen', 'jack', 'game'],
                           R=210, FR=198, hub=34, W=82, H=16, pool_r=30, lip=3, wall_w=5, seed=11,
                           layout=PJ8_LAYOUT)


def pope_joan_5():
    """Round board, 380 mm, five divisions; roomier, so bigger pools."""
    return pope_joan_board(['pope', 'matrimony', 'intrigue', 'ace', 'game'],
                           R=190, FR=178, hub=34, W=86, H=17, pool_r=34, lip=3, wall_w=5, seed=13,
                           layout=PJ5_LAYOUT)
