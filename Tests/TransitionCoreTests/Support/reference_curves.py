#!/usr/bin/env python3
"""Reference values for CurveTests.swift and FontDescriptorExampleTests.swift.

Run `python3 Tests/TransitionCoreTests/Support/reference_curves.py` and paste its output
into the tables of CurveTests.swift (the last line goes to FontDescriptorExampleTests.swift).
Only the standard library is used, in double precision:

* Penner curves: the formulas as printed on https://easings.net (back c1 = 1.70158,
  c2 = c1 * 1.525, c3 = c1 + 1; elastic c4 = 2*pi/3, c5 = 2*pi/4.5; bounce n1 = 7.5625,
  d1 = 2.75), evaluated at each sample time first rounded to a 32-bit float (the curves take a
  Float, so `Float(0.1)` is what they really see).
* CSS cubic-bezier: x(u) = x solved by plain bisection on u in [0, 1] until the bracket is
  narrower than 1e-15 (so |x(u) - x| < 1e-12), then y(u); nothing shared with the Swift
  Newton solver. Sample times are the exact doubles.
* The time fraction at which CSS ease-in-out reaches sqrt(0.5), solved by bisection on x.
"""

import math
import struct

SAMPLES = [0.05, 0.1, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9, 0.95]


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


C1 = 1.70158
C2 = C1 * 1.525
C3 = C1 + 1
C4 = (2 * math.pi) / 3
C5 = (2 * math.pi) / 4.5
N1 = 7.5625
D1 = 2.75


def ease_out_bounce(x):
    if x < 1 / D1:
        return N1 * x * x
    elif x < 2 / D1:
        x -= 1.5 / D1
        return N1 * x * x + 0.75
    elif x < 2.5 / D1:
        x -= 2.25 / D1
        return N1 * x * x + 0.9375
    else:
        x -= 2.625 / D1
        return N1 * x * x + 0.984375


PENNER = [
    ("easeInSine", lambda x: 1 - math.cos((x * math.pi) / 2)),
    ("easeOutSine", lambda x: math.sin((x * math.pi) / 2)),
    ("easeInOutSine", lambda x: -(math.cos(math.pi * x) - 1) / 2),
    ("easeInQuad", lambda x: x * x),
    ("easeOutQuad", lambda x: 1 - (1 - x) * (1 - x)),
    ("easeInOutQuad", lambda x: 2 * x * x if x < 0.5 else 1 - math.pow(-2 * x + 2, 2) / 2),
    ("easeInCubic", lambda x: x * x * x),
    ("easeOutCubic", lambda x: 1 - math.pow(1 - x, 3)),
    ("easeInOutCubic", lambda x: 4 * x * x * x if x < 0.5 else 1 - math.pow(-2 * x + 2, 3) / 2),
    ("easeInQuart", lambda x: x * x * x * x),
    ("easeOutQuart", lambda x: 1 - math.pow(1 - x, 4)),
    ("easeInOutQuart", lambda x: 8 * x * x * x * x if x < 0.5 else 1 - math.pow(-2 * x + 2, 4) / 2),
    ("easeInQuint", lambda x: x * x * x * x * x),
    ("easeOutQuint", lambda x: 1 - math.pow(1 - x, 5)),
    ("easeInOutQuint", lambda x: 16 * x * x * x * x * x if x < 0.5 else 1 - math.pow(-2 * x + 2, 5) / 2),
    ("easeInExpo", lambda x: 0 if x == 0 else math.pow(2, 10 * x - 10)),
    ("easeOutExpo", lambda x: 1 if x == 1 else 1 - math.pow(2, -10 * x)),
    ("easeInOutExpo", lambda x: 0 if x == 0 else 1 if x == 1
        else math.pow(2, 20 * x - 10) / 2 if x < 0.5 else (2 - math.pow(2, -20 * x + 10)) / 2),
    ("easeInCirc", lambda x: 1 - math.sqrt(1 - math.pow(x, 2))),
    ("easeOutCirc", lambda x: math.sqrt(1 - math.pow(x - 1, 2))),
    ("easeInOutCirc", lambda x: (1 - math.sqrt(1 - math.pow(2 * x, 2))) / 2 if x < 0.5
        else (math.sqrt(1 - math.pow(-2 * x + 2, 2)) + 1) / 2),
    ("easeInBack", lambda x: C3 * x * x * x - C1 * x * x),
    ("easeOutBack", lambda x: 1 + C3 * math.pow(x - 1, 3) + C1 * math.pow(x - 1, 2)),
    ("easeInOutBack", lambda x: (math.pow(2 * x, 2) * ((C2 + 1) * 2 * x - C2)) / 2 if x < 0.5
        else (math.pow(2 * x - 2, 2) * ((C2 + 1) * (x * 2 - 2) + C2) + 2) / 2),
    ("easeInElastic", lambda x: 0 if x == 0 else 1 if x == 1
        else -math.pow(2, 10 * x - 10) * math.sin((x * 10 - 10.75) * C4)),
    ("easeOutElastic", lambda x: 0 if x == 0 else 1 if x == 1
        else math.pow(2, -10 * x) * math.sin((x * 10 - 0.75) * C4) + 1),
    ("easeInOutElastic", lambda x: 0 if x == 0 else 1 if x == 1
        else -(math.pow(2, 20 * x - 10) * math.sin((20 * x - 11.125) * C5)) / 2 if x < 0.5
        else (math.pow(2, -20 * x + 10) * math.sin((20 * x - 11.125) * C5)) / 2 + 1),
    ("easeInBounce", lambda x: 1 - ease_out_bounce(1 - x)),
    ("easeOutBounce", ease_out_bounce),
    ("easeInOutBounce", lambda x: (1 - ease_out_bounce(1 - 2 * x)) / 2 if x < 0.5
        else (1 + ease_out_bounce(2 * x - 1)) / 2),
]

BEZIERS = [
    ("ease", (0.25, 0.1, 0.25, 1.0)),
    ("easeIn", (0.42, 0.0, 1.0, 1.0)),
    ("easeOut", (0.0, 0.0, 0.58, 1.0)),
    ("easeInOut", (0.42, 0.0, 0.58, 1.0)),
    ("overshoot", (0.68, -0.6, 0.32, 1.6)),
]
BEZIER_SAMPLES = [0.01, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99]


def bezier(p1, p2, u):
    v = 1 - u
    return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u


def bezier_y(x1, y1, x2, y2, x):
    low, high = 0.0, 1.0
    while high - low > 1e-15:
        middle = (low + high) / 2
        if bezier(x1, x2, middle) < x:
            low = middle
        else:
            high = middle
    u = (low + high) / 2
    assert abs(bezier(x1, x2, u) - x) < 1e-12
    return bezier(y1, y2, u)


def bezier_x_where_y(x1, y1, x2, y2, y):
    # y(x) of ease-in-out is increasing, so bisect on x.
    low, high = 0.0, 1.0
    while high - low > 1e-15:
        middle = (low + high) / 2
        if bezier_y(x1, y1, x2, y2, middle) < y:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def main():
    print("private let pennerReferences: [(name: String, t: Float, value: Double)] = [")
    for name, function in PENNER:
        for t in SAMPLES:
            print(f'    ("{name}", {t!r}, {function(f32(t))!r}),')
    print("]")
    print()
    print("private let bezierControlPoints: [String: [Double]] = [")
    for name, points in BEZIERS:
        print(f'    "{name}": [{", ".join(repr(p) for p in points)}],')
    print("]")
    print()
    print("private let bezierReferences: [(name: String, x: Double, y: Double)] = [")
    for name, points in BEZIERS:
        for x in BEZIER_SAMPLES:
            print(f'    ("{name}", {x!r}, {bezier_y(*points, x)!r}),')
    print("]")
    print()
    crossing = bezier_x_where_y(0.42, 0.0, 0.58, 1.0, math.sqrt(0.5))
    print(f"// ease-in-out reaches sqrt(0.5) at time fraction {crossing!r}")


if __name__ == "__main__":
    main()
