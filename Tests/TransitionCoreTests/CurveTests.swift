import Testing

@testable import TransitionCore

// The three reference tables below are the verbatim output of
// `python3 Tests/TransitionCoreTests/Support/reference_curves.py` (Python 3.11, standard `math`
// module, double precision; the script's docstring says exactly how each value is computed).
// The Penner values implement the easings.net formulas independently of our Swift code and are
// evaluated at the sample times rounded to Float (the value a `Curve` actually receives); the
// cubic-bezier values come from a plain bisection solver (|x(u) - x| < 1e-12), not from our
// Newton iteration. Do not edit them by hand: rerun the script.

private let pennerReferences: [(name: String, t: Float, value: Double)] = [
    ("easeInSine", 0.05, 0.003082666358695363),
    ("easeInSine", 0.1, 0.012311659771023553),
    ("easeInSine", 0.25, 0.07612046748871326),
    ("easeInSine", 0.3, 0.1089934843127639),
    ("easeInSine", 0.4, 0.1909830111282953),
    ("easeInSine", 0.5, 0.2928932188134524),
    ("easeInSine", 0.6, 0.4122147780057823),
    ("easeInSine", 0.75, 0.6173165676349102),
    ("easeInSine", 0.9, 0.8435654979701467),
    ("easeInSine", 0.95, 0.9215408856045275),
    ("easeOutSine", 0.05, 0.07845909689457166),
    ("easeOutSine", 0.1, 0.15643446735208227),
    ("easeOutSine", 0.25, 0.3826834323650898),
    ("easeOutSine", 0.3, 0.453990516423957),
    ("easeOutSine", 0.4, 0.5877852598670369),
    ("easeOutSine", 0.5, 0.7071067811865475),
    ("easeOutSine", 0.6, 0.8090170163879177),
    ("easeOutSine", 0.75, 0.9238795325112867),
    ("easeOutSine", 0.9, 0.9876883347365564),
    ("easeOutSine", 0.95, 0.9969173322639536),
    ("easeInOutSine", 0.05, 0.006155829885511777),
    ("easeInOutSine", 0.1, 0.024471742575729705),
    ("easeInOutSine", 0.25, 0.1464466094067262),
    ("easeInOutSine", 0.3, 0.20610738900289116),
    ("easeInOutSine", 0.4, 0.3454915117169601),
    ("easeInOutSine", 0.5, 0.49999999999999994),
    ("easeInOutSine", 0.6, 0.6545085328052083),
    ("easeInOutSine", 0.75, 0.8535533905932737),
    ("easeInOutSine", 0.9, 0.9755282465746719),
    ("easeInOutSine", 0.95, 0.9938441673682782),
    ("easeInQuad", 0.05, 0.0025000000745058065),
    ("easeInQuad", 0.1, 0.010000000298023226),
    ("easeInQuad", 0.25, 0.0625),
    ("easeInQuad", 0.3, 0.09000000715255752),
    ("easeInQuad", 0.4, 0.16000000476837162),
    ("easeInQuad", 0.5, 0.25),
    ("easeInQuad", 0.6, 0.36000002861023006),
    ("easeInQuad", 0.75, 0.5625),
    ("easeInQuad", 0.9, 0.8099999570846563),
    ("easeInQuad", 0.95, 0.9024999773502351),
    ("easeOutQuad", 0.05, 0.09750000141561033),
    ("easeOutQuad", 0.1, 0.19000000268220907),
    ("easeOutQuad", 0.25, 0.4375),
    ("easeOutQuad", 0.3, 0.5100000166893004),
    ("easeOutQuad", 0.4, 0.6400000071525573),
    ("easeOutQuad", 0.5, 0.75),
    ("easeOutQuad", 0.6, 0.8400000190734858),
    ("easeOutQuad", 0.75, 0.9375),
    ("easeOutQuad", 0.9, 0.9899999952316278),
    ("easeOutQuad", 0.95, 0.997499998807907),
    ("easeInOutQuad", 0.05, 0.005000000149011613),
    ("easeInOutQuad", 0.1, 0.020000000596046452),
    ("easeInOutQuad", 0.25, 0.125),
    ("easeInOutQuad", 0.3, 0.18000001430511503),
    ("easeInOutQuad", 0.4, 0.32000000953674324),
    ("easeInOutQuad", 0.5, 0.5),
    ("easeInOutQuad", 0.6, 0.6800000381469715),
    ("easeInOutQuad", 0.75, 0.875),
    ("easeInOutQuad", 0.9, 0.9799999904632557),
    ("easeInOutQuad", 0.95, 0.9949999976158139),
    ("easeInCubic", 0.05, 0.00012500000558793553),
    ("easeInCubic", 0.1, 0.0010000000447034842),
    ("easeInCubic", 0.25, 0.015625),
    ("easeInCubic", 0.3, 0.027000003218650946),
    ("easeInCubic", 0.4, 0.06400000286102299),
    ("easeInCubic", 0.5, 0.125),
    ("easeInCubic", 0.6, 0.21600002574920757),
    ("easeInCubic", 0.75, 0.421875),
    ("easeInCubic", 0.9, 0.7289999420642869),
    ("easeInCubic", 0.95, 0.8573749677240853),
    ("easeOutCubic", 0.05, 0.1426250020172447),
    ("easeOutCubic", 0.1, 0.2710000036209822),
    ("easeOutCubic", 0.25, 0.578125),
    ("easeOutCubic", 0.3, 0.6570000175237652),
    ("easeOutCubic", 0.4, 0.7840000064373016),
    ("easeOutCubic", 0.5, 0.875),
    ("easeOutCubic", 0.6, 0.9360000114440912),
    ("easeOutCubic", 0.75, 0.984375),
    ("easeOutCubic", 0.9, 0.9989999992847441),
    ("easeOutCubic", 0.95, 0.999874999910593),
    ("easeInOutCubic", 0.05, 0.0005000000223517421),
    ("easeInOutCubic", 0.1, 0.004000000178813937),
    ("easeInOutCubic", 0.25, 0.0625),
    ("easeInOutCubic", 0.3, 0.10800001287460378),
    ("easeInOutCubic", 0.4, 0.25600001144409196),
    ("easeInOutCubic", 0.5, 0.5),
    ("easeInOutCubic", 0.6, 0.7440000457763645),
    ("easeInOutCubic", 0.75, 0.9375),
    ("easeInOutCubic", 0.9, 0.9959999971389764),
    ("easeInOutCubic", 0.95, 0.999499999642372),
    ("easeInQuart", 0.05, 6.250000372529038e-06),
    ("easeInQuart", 0.1, 0.0001000000059604646),
    ("easeInQuart", 0.25, 0.00390625),
    ("easeInQuart", 0.3, 0.008100001287460403),
    ("easeInQuart", 0.4, 0.02560000152587894),
    ("easeInQuart", 0.5, 0.0625),
    ("easeInQuart", 0.6, 0.12960002059936646),
    ("easeInQuart", 0.75, 0.31640625),
    ("easeInQuart", 0.9, 0.6560999304771451),
    ("easeInQuart", 0.95, 0.814506209117175),
    ("easeOutQuart", 0.05, 0.18549375255517664),
    ("easeOutQuart", 0.1, 0.34390000434517864),
    ("easeOutQuart", 0.25, 0.68359375),
    ("easeOutQuart", 0.3, 0.7599000163555141),
    ("easeOutQuart", 0.4, 0.8704000051498413),
    ("easeOutQuart", 0.5, 0.9375),
    ("easeOutQuart", 0.6, 0.9744000061035151),
    ("easeOutQuart", 0.75, 0.99609375),
    ("easeOutQuart", 0.9, 0.9998999999046325),
    ("easeOutQuart", 0.95, 0.9999937499940396),
    ("easeInOutQuart", 0.05, 5.00000029802323e-05),
    ("easeInOutQuart", 0.1, 0.0008000000476837168),
    ("easeInOutQuart", 0.25, 0.03125),
    ("easeInOutQuart", 0.3, 0.06480001029968323),
    ("easeInOutQuart", 0.4, 0.2048000122070315),
    ("easeInOutQuart", 0.5, 0.5),
    ("easeInOutQuart", 0.6, 0.7952000488281207),
    ("easeInOutQuart", 0.75, 0.96875),
    ("easeInOutQuart", 0.9, 0.9991999992370603),
    ("easeInOutQuart", 0.95, 0.9999499999523163),
    ("easeInQuint", 0.05, 3.12500023283065e-07),
    ("easeInQuint", 0.1, 1.000000074505808e-05),
    ("easeInQuint", 0.25, 0.0009765625),
    ("easeInQuint", 0.3, 0.002430000482797661),
    ("easeInQuint", 0.4, 0.010240000762939475),
    ("easeInQuint", 0.5, 0.03125),
    ("easeInQuint", 0.6, 0.07776001544952515),
    ("easeInQuint", 0.75, 0.2373046875),
    ("easeInQuint", 0.9, 0.5904899217867893),
    ("easeInQuint", 0.95, 0.7737808889516455),
    ("easeOutQuint", 0.05, 0.22621906553427218),
    ("easeOutQuint", 0.1, 0.4095100048883259),
    ("easeOutQuint", 0.25, 0.7626953125),
    ("easeOutQuint", 0.3, 0.8319300143110747),
    ("easeOutQuint", 0.4, 0.9222400038623809),
    ("easeOutQuint", 0.5, 0.96875),
    ("easeOutQuint", 0.6, 0.9897600030517575),
    ("easeOutQuint", 0.75, 0.9990234375),
    ("easeOutQuint", 0.9, 0.999989999988079),
    ("easeOutQuint", 0.95, 0.9999996874996274),
    ("easeInOutQuint", 0.05, 5.00000037252904e-06),
    ("easeInOutQuint", 0.1, 0.0001600000119209293),
    ("easeInOutQuint", 0.25, 0.015625),
    ("easeInOutQuint", 0.3, 0.03888000772476258),
    ("easeInOutQuint", 0.4, 0.1638400122070316),
    ("easeInOutQuint", 0.5, 0.5),
    ("easeInOutQuint", 0.6, 0.8361600488281191),
    ("easeInOutQuint", 0.75, 0.984375),
    ("easeInOutQuint", 0.9, 0.9998399998092651),
    ("easeInOutQuint", 0.95, 0.9999949999940395),
    ("easeInExpo", 0.05, 0.0013810679391372924),
    ("easeInExpo", 0.1, 0.001953125020173238),
    ("easeInExpo", 0.25, 0.005524271728019903),
    ("easeInExpo", 0.3, 0.007812500645543643),
    ("easeInExpo", 0.4, 0.01562500064554363),
    ("easeInExpo", 0.5, 0.03125),
    ("easeInExpo", 0.6, 0.06250001032869872),
    ("easeInExpo", 0.75, 0.1767766952966369),
    ("easeInExpo", 0.9, 0.4999999173704239),
    ("easeInExpo", 0.95, 0.7071067227586115),
    ("easeOutExpo", 0.05, 0.29289322246519867),
    ("easeOutExpo", 0.1, 0.500000005164349),
    ("easeOutExpo", 0.25, 0.8232233047033631),
    ("easeOutExpo", 0.3, 0.8750000103286975),
    ("easeOutExpo", 0.4, 0.9375000025821744),
    ("easeOutExpo", 0.5, 0.96875),
    ("easeOutExpo", 0.6, 0.9843750025821743),
    ("easeOutExpo", 0.75, 0.99447572827198),
    ("easeOutExpo", 0.9, 0.9980468746772282),
    ("easeOutExpo", 0.95, 0.998618931953878),
    ("easeInOutExpo", 0.05, 0.000976562510086619),
    ("easeInOutExpo", 0.1, 0.0019531250403464766),
    ("easeInOutExpo", 0.25, 0.015625),
    ("easeInOutExpo", 0.3, 0.03125000516434936),
    ("easeInOutExpo", 0.4, 0.12500001032869829),
    ("easeInOutExpo", 0.5, 0.5),
    ("easeInOutExpo", 0.6, 0.8750000413147847),
    ("easeInOutExpo", 0.75, 0.984375),
    ("easeInOutExpo", 0.9, 0.9980468743544563),
    ("easeInOutExpo", 0.95, 0.9990234373386141),
    ("easeInCirc", 0.05, 0.0012507822653905487),
    ("easeInCirc", 0.1, 0.0050125630431423485),
    ("easeInCirc", 0.25, 0.031754163448145745),
    ("easeInCirc", 0.3, 0.04606080233201315),
    ("easeInCirc", 0.4, 0.08348486361019203),
    ("easeInCirc", 0.5, 0.1339745962155614),
    ("easeInCirc", 0.6, 0.200000017881394),
    ("easeInCirc", 0.75, 0.3385621722338523),
    ("easeInCirc", 0.9, 0.5641100564186601),
    ("easeInCirc", 0.95, 0.6877500638114319),
    ("easeOutCirc", 0.05, 0.31224990218671056),
    ("easeOutCirc", 0.1, 0.435889897430772),
    ("easeOutCirc", 0.25, 0.6614378277661477),
    ("easeOutCirc", 0.3, 0.7141428545391324),
    ("easeOutCirc", 0.4, 0.8000000044703484),
    ("easeOutCirc", 0.5, 0.8660254037844386),
    ("easeOutCirc", 0.6, 0.9165151493966075),
    ("easeOutCirc", 0.75, 0.9682458365518543),
    ("easeOutCirc", 0.9, 0.9949874347104228),
    ("easeOutCirc", 0.95, 0.998749217175116),
    ("easeInOutCirc", 0.05, 0.0025062815215711742),
    ("easeInOutCirc", 0.1, 0.010102051747533036),
    ("easeInOutCirc", 0.25, 0.0669872981077807),
    ("easeInOutCirc", 0.3, 0.100000008940697),
    ("easeInOutCirc", 0.4, 0.20000000794728612),
    ("easeInOutCirc", 0.5, 0.5),
    ("easeInOutCirc", 0.6, 0.8000000317891413),
    ("easeInOutCirc", 0.75, 0.9330127018922193),
    ("easeInOutCirc", 0.9, 0.9898979436899362),
    ("easeInOutCirc", 0.95, 0.9974937173552114),
    ("easeInBack", 0.05, -0.003916252611681335),
    ("easeInBack", 0.1, -0.014314220386340323),
    ("easeInBack", 0.25, -0.06413656250000001),
    ("easeInBack", 0.3, -0.08019954347520582),
    ("easeInBack", 0.4, -0.09935168038448328),
    ("easeInBack", 0.5, -0.08769750000000004),
    ("easeInBack", 0.6, -0.029027499119051225),
    ("easeInBack", 0.75, 0.18259031249999969),
    ("easeInBack", 0.9, 0.5911719365059265),
    ("easeInBack", 0.95, 0.7805911538444203),
    ("easeOutBack", 0.05, 0.219408800540974),
    ("easeOutBack", 0.1, 0.40882798521838004),
    ("easeOutBack", 0.25, 0.8174096875000002),
    ("easeOutBack", 0.3, 0.9071322789436741),
    ("easeOutBack", 0.4, 1.0290275252202368),
    ("easeOutBack", 0.5, 1.0876975),
    ("easeOutBack", 0.6, 1.0993516784620658),
    ("easeOutBack", 0.75, 1.0641365625),
    ("easeOutBack", 0.9, 1.0143142261814457),
    ("easeOutBack", 0.95, 1.0039162542869016),
    ("easeInOutBack", 0.05, -0.011177093056319162),
    ("easeInOutBack", 0.1, -0.03751855290386668),
    ("easeInOutBack", 0.25, -0.09968184375),
    ("easeInOutBack", 0.3, -0.07883347483744343),
    ("easeInOutBack", 0.4, 0.08992580839348925),
    ("easeInOutBack", 0.5, 0.5),
    ("easeInOutBack", 0.6, 0.9100742735739487),
    ("easeInOutBack", 0.75, 1.09968184375),
    ("easeInOutBack", 0.9, 1.0375185664618674),
    ("easeInOutBack", 0.95, 1.011177097651107),
    ("easeInElastic", 0.05, 0.0006905339882322034),
    ("easeInElastic", 0.1, 0.001953125020173237),
    ("easeInElastic", 0.25, -0.005524271728019903),
    ("easeInElastic", 0.3, -0.003906248633539259),
    ("easeInElastic", 0.4, 0.015625000645543508),
    ("easeInElastic", 0.5, -0.015625000000000045),
    ("easeInElastic", 0.6, -0.03124997813662426),
    ("easeInElastic", 0.75, 0.08838834764831832),
    ("easeInElastic", 0.9, -0.25000017490687837),
    ("easeInElastic", 0.95, 0.3535532084874534),
    ("easeOutElastic", 0.05, 0.6464466207883403),
    ("easeOutElastic", 0.1, 1.2500000109316836),
    ("easeOutElastic", 0.25, 0.9116116523516816),
    ("easeOutElastic", 0.3, 0.8750000103287013),
    ("easeOutElastic", 0.4, 1.0312500054658413),
    ("easeOutElastic", 0.5, 1.015625),
    ("easeOutElastic", 0.6, 0.9843750025821763),
    ("easeOutElastic", 0.75, 1.00552427172802),
    ("easeOutElastic", 0.9, 0.9980468746772284),
    ("easeOutElastic", 0.95, 0.999309465678322),
    ("easeInOutElastic", 0.05, 0.0009765625100866188),
    ("easeInOutElastic", 0.1, 0.0003391565239733074),
    ("easeInOutElastic", 0.25, 0.011969444423734044),
    ("easeInOutElastic", 0.3, 0.023938886116684596),
    ("easeInOutElastic", 0.4, -0.11746158018798523),
    ("easeInOutElastic", 0.5, 0.5),
    ("easeInOutElastic", 0.6, 1.1174615672392154),
    ("easeInOutElastic", 0.75, 0.988030555576266),
    ("easeInOutElastic", 0.9, 0.9996608445715134),
    ("easeInOutElastic", 0.95, 0.9990234373386141),
    ("easeInBounce", 0.05, 0.015468749948777227),
    ("easeInBounce", 0.1, 0.011875001844018795),
    ("easeInBounce", 0.25, 0.02734375),
    ("easeInBounce", 0.3, 0.06937502786517025),
    ("easeInBounce", 0.4, 0.22750000491738287),
    ("easeInBounce", 0.5, 0.234375),
    ("easeInBounce", 0.6, 0.08999994754790841),
    ("easeInBounce", 0.75, 0.52734375),
    ("easeInBounce", 0.9, 0.9243749639391856),
    ("easeInBounce", 0.95, 0.9810937409847964),
    ("easeOutBounce", 0.05, 0.01890625056345016),
    ("easeOutBounce", 0.1, 0.07562500225380064),
    ("easeOutBounce", 0.25, 0.47265625),
    ("easeOutBounce", 0.3, 0.6806250540912162),
    ("easeOutBounce", 0.4, 0.9099999868869784),
    ("easeOutBounce", 0.5, 0.765625),
    ("easeOutBounce", 0.6, 0.7725000196695371),
    ("easeOutBounce", 0.75, 0.97265625),
    ("easeOutBounce", 0.9, 0.9881249704957051),
    ("easeOutBounce", 0.95, 0.9845312508195649),
    ("easeInOutBounce", 0.05, 0.005937500922009398),
    ("easeInOutBounce", 0.1, 0.02999999959021804),
    ("easeInOutBounce", 0.25, 0.1171875),
    ("easeInOutBounce", 0.3, 0.044999973773954205),
    ("easeInOutBounce", 0.4, 0.3487500180304045),
    ("easeInOutBounce", 0.5, 0.5),
    ("easeInOutBounce", 0.6, 0.6512500721216288),
    ("easeInOutBounce", 0.75, 0.8828125),
    ("easeInOutBounce", 0.9, 0.9700000065565195),
    ("easeInOutBounce", 0.95, 0.9940624852478526),
]

private let bezierControlPoints: [String: [Double]] = [
    "ease": [0.25, 0.1, 0.25, 1.0],
    "easeIn": [0.42, 0.0, 1.0, 1.0],
    "easeOut": [0.0, 0.0, 0.58, 1.0],
    "easeInOut": [0.42, 0.0, 0.58, 1.0],
    "overshoot": [0.68, -0.6, 0.32, 1.6],
]

private let bezierReferences: [(name: String, x: Double, y: Double)] = [
    ("ease", 0.01, 0.004487815208247742),
    ("ease", 0.1, 0.09479630571604328),
    ("ease", 0.25, 0.40851059135539575),
    ("ease", 0.4, 0.6825405059781398),
    ("ease", 0.5, 0.8024033875848566),
    ("ease", 0.6, 0.8852293098761204),
    ("ease", 0.75, 0.9604589783489743),
    ("ease", 0.9, 0.9943164774845563),
    ("ease", 0.99, 0.9999463394789091),
    ("easeIn", 0.01, 0.00018685319546241362),
    ("easeIn", 0.1, 0.017026609651562913),
    ("easeIn", 0.25, 0.09346465071882464),
    ("easeIn", 0.4, 0.21486093875289344),
    ("easeIn", 0.5, 0.31535681257253906),
    ("easeIn", 0.6, 0.42911976929631757),
    ("easeIn", 0.75, 0.6218618691748907),
    ("easeIn", 0.9, 0.8394278457624661),
    ("easeIn", 0.99, 0.9830902946660409),
    ("easeOut", 0.01, 0.01690970533395876),
    ("easeOut", 0.1, 0.16057215423753382),
    ("easeOut", 0.25, 0.3781381308251094),
    ("easeOut", 0.4, 0.5708802307036824),
    ("easeOut", 0.5, 0.6846431874274609),
    ("easeOut", 0.6, 0.7851390612471065),
    ("easeOut", 0.75, 0.9065353492811754),
    ("easeOut", 0.9, 0.9829733903484371),
    ("easeOut", 0.99, 0.9998131468045376),
    ("easeInOut", 0.01, 0.0001898195852070725),
    ("easeInOut", 0.1, 0.01972245354831137),
    ("easeInOut", 0.25, 0.1291619310473195),
    ("easeInOut", 0.4, 0.33188387009764586),
    ("easeInOut", 0.5, 0.49999999999999933),
    ("easeInOut", 0.6, 0.6681161299023541),
    ("easeInOut", 0.75, 0.8708380689526805),
    ("easeInOut", 0.9, 0.9802775464516886),
    ("easeInOut", 0.99, 0.999810180414793),
    ("overshoot", 0.01, -0.008686221981456708),
    ("overshoot", 0.1, -0.07282318079722147),
    ("overshoot", 0.25, -0.09770774212305991),
    ("overshoot", 0.4, 0.09669009582710802),
    ("overshoot", 0.5, 0.499999999999999),
    ("overshoot", 0.6, 0.9033099041728919),
    ("overshoot", 0.75, 1.0977077421230599),
    ("overshoot", 0.9, 1.0728231807972215),
    ("overshoot", 0.99, 1.0086862219814567),
]

private let pennerSampleTimes: [Float] = [0.05, 0.1, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9, 0.95]
private let bezierSampleTimes: [Double] = [0.01, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99]

/// Float precision for curves evaluated in Double and rounded to Float.
private let pennerTolerance = 2e-6

/// Every curve the library offers, with a label for failure messages.
private let everyCurve: [(name: String, curve: Curve)] = {
    var curves: [(name: String, curve: Curve)] = Curve.allPenner.map { ("\($0.name)", $0.curve) }
    curves.append(("linear", .linear))
    curves.append(("ease", .ease))
    curves.append(("easeIn", .easeIn))
    curves.append(("easeOut", .easeOut))
    curves.append(("easeInOut", .easeInOut))
    curves.append(("cubicBezier(0.68, -0.6, 0.32, 1.6)", .cubicBezier(0.68, -0.6, 0.32, 1.6)))
    curves.append(("cubicBezier(0, 0, 1, 1)", .cubicBezier(0, 0, 1, 1)))
    curves.append(("cubicBezier(1, 0, 0, 1)", .cubicBezier(1, 0, 0, 1)))
    for jump in StepJump.allCases {
        for count in [1, 2, 3, 4, 7] {
            curves.append(("steps(\(count), \(jump))", .steps(count, jump: jump)))
        }
    }
    curves.append(("custom doubling", .custom { $0 * 2 }))
    curves.append(("custom constant 0.5", .custom { _ in 0.5 }))
    for family in PennerFamily.allCases {
        for direction in EasingDirection.allCases {
            curves.append(("penner(\(family), \(direction))", .penner(family, direction)))
        }
    }
    return curves
}()

/// y(x) of a CSS cubic bezier by plain bisection on the parameter: an oracle independent of
/// the library's Newton solver.
private func bisectionBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

@Suite("Curves")
struct CurveTests {
    @Test("allPenner lists the 30 easings.net curves in easings.net's order")
    func allPennerNames() {
        var referenceNames: [String] = []
        for reference in pennerReferences where referenceNames.last != reference.name {
            referenceNames.append(reference.name)
        }
        #expect(Curve.allPenner.count == 30)
        #expect(Curve.allPenner.map { "\($0.name)" } == referenceNames)
        #expect(PennerFamily.allCases.count * EasingDirection.allCases.count == 30)
    }

    @Test("Penner curves match the easings.net formulas computed independently in Python")
    func pennerReferenceValues() {
        #expect(pennerReferences.count == 30 * pennerSampleTimes.count)
        let curves = Dictionary(uniqueKeysWithValues: Curve.allPenner.map { ("\($0.name)", $0.curve) })
        for reference in pennerReferences {
            let curve = try! #require(curves[reference.name])
            let actual = Double(curve(reference.t))
            #expect(
                abs(actual - reference.value) <= pennerTolerance,
                "\(reference.name)(\(reference.t)) = \(actual), expected \(reference.value)")
        }
    }

    @Test("Curve.penner(family, direction) is the named curve")
    func pennerFactoryMatchesNamedCurves() {
        var index = 0
        for family in PennerFamily.allCases {
            for direction in EasingDirection.allCases {
                let named = Curve.allPenner[index]
                for t in pennerSampleTimes {
                    #expect(Curve.penner(family, direction)(t) == named.curve(t), "\(named.name) at \(t)")
                }
                index += 1
            }
        }
    }

    @Test("CubicBezier.y(atX:) matches an independent bisection solver to 1e-9")
    func cubicBezierSolverReferenceValues() {
        #expect(bezierReferences.count == 5 * bezierSampleTimes.count)
        for reference in bezierReferences {
            let p = try! #require(bezierControlPoints[reference.name])
            let actual = CubicBezier(p[0], p[1], p[2], p[3]).y(atX: reference.x)
            #expect(
                abs(actual - reference.y) <= 1e-9,
                "\(reference.name) at \(reference.x): \(actual) vs \(reference.y)")
        }
    }

    @Test("CSS named curves and an overshooting bezier match the references to 1e-6")
    func cssCurvesReferenceValues() {
        let curves: [String: Curve] = [
            "ease": .ease, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
            "overshoot": .cubicBezier(0.68, -0.6, 0.32, 1.6),
        ]
        #expect(Set(curves.keys) == Set(bezierControlPoints.keys))
        for reference in bezierReferences {
            let curve = try! #require(curves[reference.name])
            let p = try! #require(bezierControlPoints[reference.name])
            let x = Float(reference.x)
            let actual = Double(curve(x))
            #expect(
                abs(actual - reference.y) <= 1e-6,
                "\(reference.name) at \(reference.x): \(actual) vs \(reference.y)")
            #expect(Curve.cubicBezier(p[0], p[1], p[2], p[3])(x) == curve(x))
        }
    }

    @Test("CubicBezier agrees with a bisection oracle on seeded random control points")
    func cubicBezierRandomized() {
        var random = SeededRandom(seed: 0x5EED_CAFE)
        for _ in 0..<500 {
            let x1 = random.double(in: 0...1)
            let y1 = random.double(in: -1...2)
            let x2 = random.double(in: 0...1)
            let y2 = random.double(in: -1...2)
            let bezier = CubicBezier(x1, y1, x2, y2)
            for _ in 0..<8 {
                let x = random.double(in: 0...1)
                let expected = bisectionBezier(x1, y1, x2, y2, x: x)
                let actual = bezier.y(atX: x)
                #expect(
                    abs(actual - expected) <= 1e-7,
                    "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x): \(actual) vs \(expected)")
            }
        }
    }

    @Test("CubicBezier clamps x1 and x2 to 0...1 and replaces non-finite points by linear")
    func cubicBezierBadInput() {
        let clamped = CubicBezier(-0.5, 0.3, 1.5, 0.7)
        #expect(clamped.x1 == 0)
        #expect(clamped.x2 == 1)
        #expect(clamped.y1 == 0.3)
        #expect(clamped.y2 == 0.7)
        for x in bezierSampleTimes {
            let expected = bisectionBezier(0, 0.3, 1, 0.7, x: x)
            #expect(abs(clamped.y(atX: x) - expected) <= 1e-9)
        }
        for bad in [Double.nan, .infinity, -.infinity] {
            let curves = [
                CubicBezier(bad, 0, 1, 1), CubicBezier(0, bad, 1, 1),
                CubicBezier(0, 0, bad, 1), CubicBezier(0, 0, 1, bad),
            ]
            for bezier in curves {
                for x in bezierSampleTimes {
                    #expect(abs(bezier.y(atX: x) - x) <= 1e-9, "\(bezier) at \(x)")
                }
            }
            #expect(Curve.cubicBezier(bad, 0, 1, 1)(0.25) == 0.25)
        }
    }

    @Test("linear is the identity inside 0...1")
    func linearIsIdentity() {
        for t: Float in [0.001, 0.1, 0.25, 1.0 / 3, 0.5, 0.75, 0.999] {
            #expect(Curve.linear(t) == t)
        }
    }

    @Test("every curve gives exactly 0 at t = 0 and exactly 1 at t = 1")
    func exactEndpoints() {
        #expect(everyCurve.count > 60)
        for (name, curve) in everyCurve {
            #expect(curve(0) == 0, "\(name)(0) = \(curve(0))")
            #expect(curve(-0.0) == 0, "\(name)(-0) = \(curve(-0.0))")
            #expect(curve(1) == 1, "\(name)(1) = \(curve(1))")
        }
    }

    @Test("inputs outside 0...1 are clamped and NaN counts as 0")
    func clamping() {
        for (name, curve) in everyCurve {
            #expect(curve(-1) == 0, "\(name)(-1)")
            #expect(curve(-1e-7) == 0, "\(name)(-1e-7)")
            #expect(curve(-.infinity) == 0, "\(name)(-inf)")
            #expect(curve(2) == 1, "\(name)(2)")
            #expect(curve(1.0000001) == 1, "\(name)(1+)")
            #expect(curve(.infinity) == 1, "\(name)(+inf)")
            #expect(curve(.nan) == 0, "\(name)(nan)")
            #expect(curve(-.nan) == 0, "\(name)(-nan)")
        }
    }

    @Test("curves are finite everywhere and continuous at the ends (steps excepted)")
    func finiteAndContinuousAtEnds() {
        for (name, curve) in everyCurve {
            var t: Float = 0
            while t <= 1 {
                #expect(curve(t).isFinite, "\(name)(\(t))")
                t += 1.0 / 256
            }
            if name.hasPrefix("steps") || name.hasPrefix("custom") { continue }
            #expect(abs(curve(1e-6)) < 1e-2, "\(name) near 0: \(curve(1e-6))")
            #expect(abs(curve(1 - 1e-6) - 1) < 1e-2, "\(name) near 1: \(curve(1 - 1e-6))")
        }
    }

    @Test("custom curves are used inside 0...1 only")
    func customCurve() {
        let doubling = Curve.custom { $0 * 2 }
        #expect(doubling(0.25) == 0.5)
        #expect(doubling(0.75) == 1.5)
        let constant = Curve.custom { _ in 0.5 }
        #expect(constant(0.001) == 0.5)
        #expect(constant(0) == 0)
        #expect(constant(1) == 1)
    }

    /// CSS Easing Level 1 step positions for steps(4, …) at t = 0.1, 0.3, 0.5, 0.99, 0.25, 0.75.
    static let cssStepExamples: [(StepJump, [Float])] = [
        (.end, [0, 0.25, 0.5, 0.75, 0.25, 0.75]),
        (.start, [0.25, 0.5, 0.75, 1, 0.5, 1]),
        (.none, [0, 1.0 / 3, 2.0 / 3, 1, 1.0 / 3, 1]),
        (.both, [0.2, 0.4, 0.6, 0.8, 0.4, 0.8]),
    ]

    @Test("steps(4) with each jump term matches CSS Easing Level 1", arguments: cssStepExamples)
    func stepsJumpTerms(jump: StepJump, expected: [Float]) {
        let times: [Float] = [0.1, 0.3, 0.5, 0.99, 0.25, 0.75]
        let curve = Curve.steps(4, jump: jump)
        for (t, value) in zip(times, expected) {
            #expect(curve(t) == value, "steps(4, \(jump))(\(t)) = \(curve(t)), expected \(value)")
        }
        #expect(curve(0) == 0)
        #expect(curve(1) == 1)
    }

    @Test("steps defaults to jump-end, as CSS does")
    func stepsDefaultJump() {
        for t: Float in [0.1, 0.3, 0.5, 0.7, 0.99] {
            #expect(Curve.steps(4)(t) == Curve.steps(4, jump: .end)(t))
        }
    }

    @Test("steps(1) is CSS step-end and steps(1, jump: .start) is step-start")
    func stepEndAndStart() {
        for t: Float in [0.01, 0.5, 0.99] {
            #expect(Curve.steps(1)(t) == 0)
            #expect(Curve.steps(1, jump: .start)(t) == 1)
            #expect(Curve.steps(1, jump: .both)(t) == 0.5)
        }
    }

    @Test("bad step counts are harmless")
    func stepsBadCounts() {
        let times: [Float] = [0.01, 0.2, 0.3, 0.49, 0.5, 0.51, 0.7, 0.99]
        for jump in StepJump.allCases {
            for count in [0, -5, Int.min, Int.max, 1 << 30] {
                let curve = Curve.steps(count, jump: jump)
                for t in times {
                    let value = curve(t)
                    #expect(value.isFinite && value >= 0 && value <= 1, "steps(\(count), \(jump))(\(t))")
                }
                #expect(curve(0) == 0)
                #expect(curve(1) == 1)
            }
            // Counts below the minimum behave like the minimum.
            let minimum = jump == .none ? 2 : 1
            for t in times {
                #expect(Curve.steps(0, jump: jump)(t) == Curve.steps(minimum, jump: jump)(t))
                #expect(Curve.steps(-5, jump: jump)(t) == Curve.steps(minimum, jump: jump)(t))
            }
        }
        // steps(1, jump: .none) would divide by zero jumps; it behaves like steps(2, jump: .none).
        let single = Curve.steps(1, jump: .none)
        #expect(single(0.3) == 0)
        #expect(single(0.7) == 1)
        // A huge count is a fine staircase that stays close to linear.
        let fine = Curve.steps(Int.max)
        for t in times {
            #expect(abs(fine(t) - t) <= 1e-6)
        }
    }
}
