"""Wood: grain lines, the turned round board and the framed tray.

round_board is the round board of poch.svg, single-pool.svg and the
Pope Joan boards (pochen.svg too); rect_tray is the tray of spin.svg.
The grain is random-looking wavy lines with fixed seeds, so the output
repeats; Qt SVG has no clip paths, so each line is kept inside its area
by computation.
"""

import math
import random

from .elements import circle, fmt, path, rect, smooth_path, stroke
from .paint import P, SPECS, blend, depths, pstroke, ramp
from .geometry import crescent, in_crescent, x_extent
from .tiles import frame_bands, rim_tiles, rrect_sdf, shade_overlay, shade_tiles


def grain_line(seg, dark, opacity, width):
    if P.on:
        # a gradient along the line, sampled from what it crosses
        col, op = '#3a1a06' if dark else '#f4c68c', float(fmt(opacity))
        (ax, ay), (bx, by) = seg[0], seg[-1]
        chord = (bx - ax) ** 2 + (by - ay) ** 2
        st = []
        for (x0, y0), (x1, y1) in zip(seg, seg[1:]):
            m = max(1, int(math.hypot(x1 - x0, y1 - y0) / 0.5))
            for k in range(m + 1):
                x, y = x0 + (x1 - x0) * k / m, y0 + (y1 - y0) * k / m
                f = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / chord
                st.append((min(1, max(0, f)), P.grain(x, y, col, op)))
        return path(smooth_path(seg), 'none', pstroke(ramp('lin', (ax, ay, bx, by), st), width, 'stroke-linecap="round"'))
    return path(smooth_path(seg), 'none', stroke('#3a1a06' if dark else '#f4c68c', opacity, width,
                                                 'stroke-linecap="round"'))


def grain_in_circle(cx, cy, R, n, seed):
    """Thin translucent wavy grain lines across a disc, kept inside it
    (no clip paths in Qt SVG)."""
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        v = -R + (2 * R) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        half = math.sqrt(max(R * R - v * v, 0)) * 0.97
        if half < R * 0.12:
            continue
        amp = rnd.uniform(0.6, 2.4)
        ph = rnd.uniform(0, 6.28)
        wl = rnd.uniform(0.6, 1.6)
        seg = []
        m = 14
        for k in range(m + 1):
            u = -half + 2 * half * k / m
            w = v + amp * math.sin(ph + wl * u / R * 6.28) + 0.8 * math.sin(ph * 1.7 + u / R * 13)
            rr = math.hypot(u, w)
            if rr > R * 0.985:
                w *= R * 0.985 / rr
                u *= R * 0.985 / rr
            seg.append((cx + u, cy + w))
        dark = rnd.random() < 0.72
        out.append(grain_line(seg, dark, rnd.uniform(0.07, 0.17) if dark else rnd.uniform(0.07, 0.14),
                              rnd.uniform(0.35, 1.3)))
    return '\n'.join(out)


def grain_in_rect(x0, y0, x1, y1, n, seed):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        v = y0 + (y1 - y0) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        amp = rnd.uniform(0.5, 2.0)
        ph = rnd.uniform(0, 6.3)
        wl = rnd.uniform(0.5, 1.5)
        seg = []
        m = 16
        for k in range(m + 1):
            u = x0 + 1.5 + (x1 - x0 - 3) * k / m
            w = v + amp * math.sin(ph + wl * (u - x0) / (x1 - x0) * 6.28) + 0.6 * math.sin(ph * 1.3 + (u - x0) / 17.0)
            w = min(max(w, y0 + 1), y1 - 1)
            seg.append((u, w))
        dark = rnd.random() < 0.72
        out.append(grain_line(seg, dark, rnd.uniform(0.08, 0.2) if dark else rnd.uniform(0.08, 0.15),
                              rnd.uniform(0.35, 1.2)))
    return '\n'.join(out)


def grain_in_poly(poly, n, seed):
    """grain_in_rect's wavy lines across a convex polygon, kept inside it."""
    rnd = random.Random(seed)
    y0, y1 = min(p[1] for p in poly), max(p[1] for p in poly)
    out = []
    for i in range(n):
        v = y0 + (y1 - y0) * (i + 0.5 + rnd.uniform(-0.35, 0.35)) / n
        amp = rnd.uniform(0.5, 2.0)
        ph = rnd.uniform(0, 6.3)
        wl = rnd.uniform(0.5, 1.5)
        dark = rnd.random() < 0.72
        op = rnd.uniform(0.08, 0.2) if dark else rnd.uniform(0.08, 0.15)
        width = rnd.uniform(0.35, 1.2)
        ext = [x_extent(poly, v + dv) for dv in (-3, 0, 3)]
        if None in ext:
            continue
        xa, xb = max(e[0] for e in ext) + 1.5, min(e[1] for e in ext) - 1.5
        if xb - xa < 20:
            continue
        seg = []
        m = 16
        for k in range(m + 1):
            u = xa + (xb - xa) * k / m
            w = v + amp * math.sin(ph + wl * (u - xa) / (xb - xa) * 6.28) + 0.6 * math.sin(ph * 1.3 + (u - xa) / 17.0)
            seg.append((u, min(max(w, y0 + 1), y1 - 1)))
        out.append(grain_line(seg, dark, op, width))
    return '\n'.join(out)


def round_board(c, R, field_R, grain, seed, band=5, shade=True):
    """A turned round board centred on (c, c): moulded rim, an inlaid walnut
    band (band >= 3 mm) or just a dark groove, and the sunk field. Without
    shade the rim's shadow on the field is left to the caller."""
    rings = [(field_R + (R - field_R) * 0.5, '#2a1204', 0.35, 0.45),
             (field_R + (R - field_R) * 0.6, '#ffe6c0', 0.18, 0.4),
             (R - 1.6, '#ffe6c0', 0.2, 0.5),
             (field_R + band + 0.6, '#ffe6c0', 0.22, 0.45)]
    # in print, wedges made from the rim's gradients replace the rim (a
    # shape under them would show at their antialiased edge)
    out = [] if P.on else [circle(c, c, R, 'url(#rim)')]
    if P.on:
        # the rim's light and its turned lines, in wedges
        rim, light = SPECS['rim'].on_circle(c, c, R), SPECS['rimLight'].on_circle(c, c, R)
        out.append(rim_tiles(c, R, field_R + band, lambda x, y: blend(rim.rgb_at(x, y), *light.at(x, y)),
                             soft=[o * R for o, _, _ in rim.stops]))
        # a turned line has one radius, so along it only the light changes,
        # and a gradient along the light's axis gives its colour exactly
        for rr, rcol, op, sw in rings:
            under = rim.colour(rr / R)[0]
            st = [(t, blend(blend(under, *light.colour(t)), rcol, op)) for t in depths(1, 0.02, soft=(0.45, 0.55))]
            out.append(circle(c, c, rr, 'none', pstroke(ramp('lin', (c - R, c - R, c + R, c + R), st), sw)))
    else:
        out.append(circle(c, c, R, 'url(#rimLight)'))
        for rr, col, op, sw in rings:
            out.append(circle(c, c, rr, 'none', stroke(col, op, sw)))
    if band >= 3:
        out.append(circle(c, c, field_R + band + 0.2, '#2a1205'))
        out.append(circle(c, c, field_R + band - 0.4, 'url(#band)'))
        # a line of boxwood stringing in the walnut
        if P.on:
            g = SPECS['band'].on_circle(c, c, field_R + band - 0.4).over('#e9c58c', 0.75)
            out.append(circle(c, c, field_R + band * 0.52, 'none', pstroke(g, 0.7)))
        else:
            out.append(circle(c, c, field_R + band * 0.52, 'none', stroke('#e9c58c', 0.75, 0.7)))
    else:
        out.append(circle(c, c, field_R + 2.2, '#2a1205'))
    out.append(circle(c, c, field_R + 0.7, '#2e1406'))
    out.append(circle(c, c, field_R, 'url(#field)'))
    field = SPECS['field'].on_circle(c, c, field_R)
    P.ground = field
    if P.on:
        # the rim's shadow on the sunk field, then the grain, which shows
        # through the shadow on screen
        def grain_colour(x, y, col, alpha):
            k = blend(field.rgb_at(x, y), col, alpha)
            if shade and in_crescent(x, y, c, c, field_R, 5.5):
                k = blend(k, '#1a0800', 0.30)
            if shade and in_crescent(x, y, c, c, field_R, 2.2):
                k = blend(k, '#1a0800', 0.25)
            return k
        P.grain = grain_colour
        if shade:
            out.append(path(crescent(c, c, field_R, 5.5, 225), field.over('#1a0800', 0.30).url()))
            out.append(path(crescent(c, c, field_R, 2.2, 225), field.over('#1a0800', 0.30).over('#1a0800', 0.25).url()))
        out.append(grain_in_circle(c, c, field_R - 1, grain, seed))
        return '\n'.join(out)
    out.append(grain_in_circle(c, c, field_R - 1, grain, seed))
    # the rim's shadow on the sunk field
    if shade:
        out.append(path(crescent(c, c, field_R, 5.5, 225), '#1a0800', 'fill-opacity="0.30"'))
        out.append(path(crescent(c, c, field_R, 2.2, 225), '#1a0800', 'fill-opacity="0.25"'))
    return '\n'.join(out)


def rect_tray(W, H, frame, rx, seed):
    """A rectangular tray W x H at the origin with a moulded frame."""
    # the moulding's profile as nested steps of lighter and darker wood
    steps = [(0.18, '#e0a566', 0.55), (0.3, '#b47238', 0.9), (0.46, '#7c421b', 0.9),
             (0.6, '#a9672f', 0.9), (0.72, '#d49759', 0.8), (0.86, '#9a5a29', 0.9)]
    # lines round the moulding: (inset, corner radius, colour, opacity, width)
    lines = [(frame * 0.6, max(rx - frame * 0.6, 2), '#2a1204', 0.35, 0.45),
             (1.4, rx - 1.2, '#ffe6c0', 0.22, 0.5)]
    # in print, tiles made from these gradients replace the frame (a shape
    # under them would show at their antialiased edge)
    out = [] if P.on else [rect(0, 0, W, H, rx, 'url(#frameOuter)')]
    if P.on:
        outer, light = SPECS['frameOuter'].placed(0, 0, W, H), SPECS['rimLight'].placed(0, 0, W, H)

        def comp(x, y):
            lc, la = light.at(x, y)
            col = blend(outer.rgb_at(x, y), lc, la)
            for t, scol, op in steps:
                d = frame * t
                if rrect_sdf(x, y, d, d, W - 2 * d, H - 2 * d, max(rx - d, 2)) <= 0:
                    col = blend(col, scol, float(fmt(op)))
            col = blend(col, lc, la * 0.8)
            for d, r, lcol, op, sw in lines:
                if abs(rrect_sdf(x, y, d, d, W - 2 * d, H - 2 * d, r)) <= sw / 2:
                    col = blend(col, lcol, op)
            return col
        edges = sorted({0.0, frame - 1} | {frame * t for t, _, _ in steps} |
                       {d + k * sw / 2 for d, _, _, _, sw in lines for k in (-1, 1)})
        out.append(frame_bands(W, H, rx, list(zip(edges, edges[1:])), comp))
    else:
        out.append(rect(0, 0, W, H, rx, 'url(#rimLight)'))
        for t, col, op in steps:
            d = frame * t
            out.append(rect(d, d, W - 2 * d, H - 2 * d, max(rx - d, 2), col, 'fill-opacity="%s"' % fmt(op)))
        out.append(rect(0, 0, W, H, rx, 'url(#rimLight)', 'fill-opacity="0.8"'))
        for d, r, col, op, sw in lines:
            out.append(rect(d, d, W - 2 * d, H - 2 * d, r, 'none', stroke(col, op, sw)))
    fx, fy, fw, fh = frame, frame, W - 2 * frame, H - 2 * frame
    frx = max(rx - frame, 3)
    out.append(rect(fx - 2.2, fy - 2.2, fw + 4.4, fh + 4.4, frx + 2, '#2e1406'))
    out.append(rect(fx - 0.6, fy - 0.6, fw + 1.2, fh + 1.2, frx + 0.6, '#6b3815'))
    out.append(rect(fx, fy, fw, fh, frx, 'url(#trayField)'))
    ground = P.ground = SPECS['trayField'].placed(fx, fy, fw, fh)
    edge = 'M%s %s H%s' % (fmt(fx + frx), fmt(fy + fh - 0.7), fmt(fx + fw - frx))
    if P.on:
        # the frame's shadow, then the grain, which shows through it on screen
        shaded = shade_overlay(fx, fy, fw, fh, min(frx, 2.5))
        P.grain = lambda x, y, col, alpha: shaded(x, y, blend(ground.rgb_at(x, y), col, alpha))
        out.append(shade_tiles(fx, fy, fw, fh, min(frx, 2.5), ground, frx, [('#6b3815', 0.6), ('#2e1406', 4)]))
        out.append(grain_in_rect(fx, fy + 2, fx + fw, fy + fh - 2, int(fh / 5.5), seed))
        out.append(path(edge, 'none', pstroke(ground.over('#ffe2b4', 0.3), 0.9)))
    else:
        out.append(grain_in_rect(fx, fy + 2, fx + fw, fy + fh - 2, int(fh / 5.5), seed))
        # the frame's shadow on the field (top and left), and a lit lower edge
        out.append(rect(fx, fy, fw, 5, min(frx, 2.5), 'url(#shadeDown)'))
        out.append(rect(fx, fy, 5, fh, min(frx, 2.5), 'url(#shadeRight)'))
        out.append(path(edge, 'none', stroke('#ffe2b4', 0.3, 0.9)))
    return '\n'.join(out)
