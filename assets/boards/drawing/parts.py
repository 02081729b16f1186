"""The two parts every board has: the plaque and the carved hollow.

The hollow's circle is a board's pool-* element (the app piles the chips
on the centre of its box); the plaque's brass frame is its label-* group
(the app writes the pool's name, translated, on the dark field, since the
art holds no words).
"""

from .elements import circle, fmt, path, rect, stroke
from .paint import P, SPECS, blend, hexc, pstroke
from .document import plaque_field_colour
from .geometry import crescent


def plaque(id, cx, cy, w, h):
    """A brass-framed plaque. Only the frame and what lies inside it are in
    the group with the id, so the group's box is exactly the frame (the app
    sizes the name from it); the drop shadow stays outside."""
    x, y = cx - w / 2, cy - h / 2
    b = 1.7   # width of the brass frame
    line = 'M%s %s H%s' % (fmt(x + b + 1.5), fmt(y + h - b - 0.35), fmt(x + w - b - 1.5))
    if P.on:
        # the sheen is blended into plaqueField (see document.print_defs)
        t = (h - 2 * b - 0.35) / (h - 2 * b)
        return '\n'.join([
            rect(x + 0.9, y + 1.4, w, h, 3.2, P.ground.over('#1a0800', 0.35).url()),
            '<g id="%s">' % id,
            rect(x, y, w, h, 3, 'url(#brassEdge)'),
            rect(x + 0.45, y + 0.45, w - 0.9, h - 0.9, 2.6, 'url(#brass)'),
            rect(x + b, y + b, w - 2 * b, h - 2 * b, 1.8, 'url(#plaqueField)'),
            path(line, 'none', pstroke(hexc(blend(plaque_field_colour(t), '#f7d98c', 0.35)), 0.5)),
            '</g>'])
    out = [rect(x + 0.9, y + 1.4, w, h, 3.2, '#1a0800', 'fill-opacity="0.35"'),
           '<g id="%s">' % id,
           rect(x, y, w, h, 3, 'url(#brassEdge)'),
           rect(x + 0.45, y + 0.45, w - 0.9, h - 0.9, 2.6, 'url(#brass)'),
           rect(x + b, y + b, w - 2 * b, h - 2 * b, 1.8, 'url(#plaqueField)'),
           rect(x + b, y + b, w - 2 * b, (h - 2 * b) * 0.5, 1.8, 'url(#plaqueSheen)'),
           path(line, 'none', stroke('#f7d98c', 0.35, 0.5)),
           '</g>']
    return '\n'.join(out)


def hollow(id, cx, cy, r, lip=3.0, grads=('lip', 'lipIn', 'hollow'), marks=True):
    """A carved bowl: its shadow on the board, a raised turned lip, the
    hollow itself (the unstroked circle with the id, so its box is exact),
    the shadowed near wall and the lit far wall. grads are the gradients of
    the lip, its inner edge and the hollow; marks, whether turning marks
    show in its bottom."""
    lip_g, lip_in, inside = grads
    if P.on:
        # each crescent lies inside the next bigger one of its side, so its
        # colour is the hollow with both overlays blended in
        g = SPECS[inside].on_circle(cx, cy, r)
        dark1 = g.over('#1a0800', 0.32)
        light1 = g.over('#ffd9a6', 0.14)
        out = [circle(cx + 1.2, cy + 1.8, r + lip + 0.6, P.ground.over('#1a0800', 0.28).url()),
               circle(cx, cy, r + lip, 'url(#%s)' % lip_g),
               circle(cx, cy, r + lip * 0.45, 'url(#%s)' % lip_in),
               circle(cx, cy, r, 'url(#%s)' % inside, id=id),
               path(crescent(cx, cy, r, r * 0.16, 225), dark1.url()),
               path(crescent(cx, cy, r, r * 0.07, 225), dark1.over('#1a0800', 0.25).url()),
               path(crescent(cx, cy, r, r * 0.08, 45), light1.url()),
               path(crescent(cx, cy, r, r * 0.035, 45), light1.over('#fff0d6', 0.18).url())]
        for k, rr in enumerate((0.35, 0.55, 0.72) if marks else ()):
            out.append(circle(cx, cy, r * rr, 'none', pstroke(g.over('#2a1205', float(fmt(0.10 + 0.03 * k))), 0.35)))
        return '\n'.join(out)
    out = [circle(cx + 1.2, cy + 1.8, r + lip + 0.6, '#1a0800', 'fill-opacity="0.28"'),
           circle(cx, cy, r + lip, 'url(#%s)' % lip_g),
           circle(cx, cy, r + lip * 0.45, 'url(#%s)' % lip_in),
           circle(cx, cy, r, 'url(#%s)' % inside, id=id),
           path(crescent(cx, cy, r, r * 0.16, 225), '#1a0800', 'fill-opacity="0.32"'),
           path(crescent(cx, cy, r, r * 0.07, 225), '#1a0800', 'fill-opacity="0.25"'),
           # thin crescents taper at their ends by themselves
           path(crescent(cx, cy, r, r * 0.08, 45), '#ffd9a6', 'fill-opacity="0.14"'),
           path(crescent(cx, cy, r, r * 0.035, 45), '#fff0d6', 'fill-opacity="0.18"')]
    # turning marks in the bottom of the bowl
    for k, rr in enumerate((0.35, 0.55, 0.72) if marks else ()):
        out.append(circle(cx, cy, r * rr, 'none', stroke('#2a1205', 0.10 + 0.03 * k, 0.35)))
    return '\n'.join(out)
