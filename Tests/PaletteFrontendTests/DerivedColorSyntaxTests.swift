import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of how `color-mix()` and relative color syntax parse into `ColorExpression`s, and of their problems, marked
/// where they point.
@Suite struct DerivedColorSyntaxTests {
    /// The expression a text parses to, or a recorded failure.
    func derived(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ColorExpression? {
        guard case .derived(let expression) = ColorSyntaxParser.parse(text) else {
            Issue.record("'\(text)' is not derived: \(ColorSyntaxParser.parse(text))", sourceLocation: sourceLocation)
            return nil
        }
        return expression
    }

    /// Checks that `marked` (with `1️⃣` where the problem is) is rejected with `rule` and `message` at the marker.
    func expectProblem(
        _ marked: String,
        _ rule: Rule,
        _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = MarkedText(marked)
        guard case .invalid(let problem) = ColorSyntaxParser.parse(text.text) else {
            Issue.record("'\(text.text)' was accepted", sourceLocation: sourceLocation)
            return
        }
        #expect(problem.rule == rule, sourceLocation: sourceLocation)
        #expect(problem.message == message, sourceLocation: sourceLocation)
        #expect(problem.column + 1 == text.position("1️⃣")?.column, "\(text.text)", sourceLocation: sourceLocation)
    }

    /// The column `marker` stands at in `marked`, 0-based as `ColorExpression.reference` counts it.
    func column(_ marked: String, _ marker: String = "1️⃣") -> Int {
        (MarkedText(marked).position(marker)?.column ?? 0) - 1
    }

    @Test func readsColorMix() {
        let marked = "color-mix(in oklch, 1️⃣{brand} 80%, black)"
        #expect(
            derived(MarkedText(marked).text)
                == .mix(
                    space: .oklch,
                    hue: .shorter,
                    first: .reference("brand", column: column(marked)),
                    firstPercentage: 80,
                    second: .color(ColorValue(red8: 0, green8: 0, blue8: 0)),
                    secondPercentage: nil
                )
        )
        #expect(
            derived("COLOR-MIX(in lch longer hue, #F00, 30% hsl(240 100% 50%))")
                == .mix(
                    space: .lch,
                    hue: .longer,
                    first: .color(ColorValue(red8: 255, green8: 0, blue8: 0)),
                    firstPercentage: nil,
                    second: .color(ColorValue(red: 0, green: 0, blue: 1)),
                    secondPercentage: 30
                )
        )
        // A mix of colors written in place is still derived: it is computed in lowering, with the rest.
        guard case .mix(let space, _, _, _, let second, _) = derived("color-mix(in xyz, red, oklch(0.5 0.1 none))")
        else {
            Issue.record("a mix of colors written in place is not a mix")
            return
        }
        #expect(space == .xyzD65)
        guard case .color(let color) = second else {
            Issue.record("the second color of the mix is not a color: \(second)")
            return
        }
        #expect(color.authored?.components == [0.5, 0.1, nil])
    }

    @Test func readsRelativeColors() {
        let marked = "oklch(from 1️⃣{brand} calc(l - 0.08) c h)"
        #expect(
            derived(MarkedText(marked).text)
                == .relative(
                    space: .oklch,
                    origin: .reference("brand", column: column(marked)),
                    channels: [.operation("-", .keyword("l"), .number(0.08)), .keyword("c"), .keyword("h")],
                    alpha: nil
                )
        )
        // In rgb() the keywords are 0–255 inside calc(), and a bare keyword or number is stored 0–1.
        #expect(
            derived("rgb(from {x} calc(r * 0.5) 255 b / 12%)")
                == .relative(
                    space: .srgb,
                    origin: .reference("x", column: 9),
                    channels: [
                        .operation(
                            "/",
                            .operation("*", .operation("*", .keyword("r"), .number(255)), .number(0.5)),
                            .number(255)
                        ),
                        .number(1), .keyword("b"),
                    ],
                    alpha: .number(0.12)
                )
        )
        // Angles and percentages become the channel's numbers; parentheses group.
        #expect(
            derived("hsl(from red calc(h + 0.5turn) calc((s - 10%) / 2) none / alpha)")
                == .relative(
                    space: .hsl,
                    origin: .color(ColorValue(red8: 255, green8: 0, blue8: 0)),
                    channels: [
                        .operation("+", .keyword("h"), .number(180)),
                        .operation("/", .operation("-", .keyword("s"), .number(10)), .number(2)), .none,
                    ],
                    alpha: .keyword("alpha")
                )
        )
        #expect(
            derived("color(from {x} display-p3 r g calc(b * 50%))")
                == .relative(
                    space: .displayP3,
                    origin: .reference("x", column: 11),
                    channels: [.keyword("r"), .keyword("g"), .operation("*", .keyword("b"), .number(0.5))],
                    alpha: nil
                )
        )
    }

    @Test func reportsEachProblemWhereItIs() {
        expectProblem(
            "1️⃣color-mix(in srgb, red)",
            .invalidColor,
            "'color-mix(in srgb, red)' has 2 parts; write color-mix(in SPACE, COLOR P%, COLOR Q%)"
        )
        expectProblem(
            "color-mix(1️⃣srgb, red, blue)",
            .invalidColor,
            "'color-mix(srgb, red, blue)' needs 'in' and a color space first: color-mix(in oklch, …)"
        )
        expectProblem(
            "color-mix(in 1️⃣hsv, red, blue)",
            .invalidColor,
            "color space 'hsv' cannot be mixed in; use srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, "
                + "lab, oklab, xyz, xyz-d50, xyz-d65, hsl, hwb, lch or oklch"
        )
        expectProblem(
            "color-mix(in srgb 1️⃣longer hue, red, blue)",
            .invalidColor,
            "'color-mix(in srgb longer hue, red, blue)' gives a hue method, but srgb has no hue"
        )
        expectProblem(
            "color-mix(in srgb, red 0%, blue 1️⃣0%)",
            .invalidColor,
            "'color-mix(in srgb, red 0%, blue 0%)' mixes 0% of each color; give one of them more"
        )
        expectProblem(
            "color-mix(in srgb, red 1️⃣120%, blue)",
            .colorOutOfRange,
            "percentage 120% is out of range 0–100%"
        )
        expectProblem(
            "color-mix(in srgb, 1️⃣redd, blue)",
            .invalidColor,
            "'redd' in 'color-mix(in srgb, redd, blue)' is not a color; write a color or a reference {KEY}"
        )
        expectProblem(
            "oklch(from {a} 1️⃣q c h)",
            .invalidColor,
            "'q' is not a channel of the origin color; use l, c, h, alpha"
        )
        expectProblem(
            "oklch(from {a} calc(l +1️⃣) c h)",
            .invalidColor,
            "'oklch(from {a} calc(l +) c h)' has a calc() that ends too early"
        )
        expectProblem("oklch(from1️⃣)", .invalidColor, "'oklch(from)' has no color after 'from'")
        expectProblem(
            "oklch(from {a} calc(l 1️⃣0.1) c h)",
            .invalidColor,
            "'oklch(from {a} calc(l 0.1) c h)' has an unexpected '0.1' in calc()"
        )
        expectProblem(
            "oklch(from {a} l c h 1️⃣h)",
            .invalidColor,
            "'oklch(from {a} l c h h)' has 4 components; oklch() takes lightness, chroma, hue and an optional alpha"
        )
        expectProblem("oklch(from {a} 1️⃣1.5 c h)", .colorOutOfRange, "lightness 1.5 is out of range 0–1")
        expectProblem(
            "color-mix(in srgb, rgb(1, 2, 3, 1️⃣4, 5), red)",
            .invalidColor,
            "'color-mix(in srgb, rgb(1, 2, 3, 4, 5), red)' has 5 components; rgb() takes red, green, blue and an "
                + "optional alpha"
        )
    }

    @Test func aCalculationHoldsAtMost256Terms() {
        let terms = Array(repeating: "l", count: 5_000).joined(separator: " + ")
        expectProblem(
            "oklch(from {a} 1️⃣calc(\(terms)) c h)",
            .invalidColor,
            "'oklch(from {a} calc(\(terms)) c h)' has a calc() of more than 256 terms"
        )
        #expect(
            derived("oklch(from {a} calc(" + Array(repeating: "l", count: 128).joined(separator: " + ") + ") c h)")
                != nil
        )
    }

    @Test func parenthesesNestAtMost32Deep() {
        let deep = "oklch(from {a} " + String(repeating: "(", count: 40) + "l" + String(repeating: ")", count: 40)
        let marked = "oklch(from {a} " + String(repeating: "(", count: 31) + "1️⃣" + String(repeating: "(", count: 9)
        guard case .invalid(let problem) = ColorSyntaxParser.parse(deep + " c h)") else {
            Issue.record("accepted")
            return
        }
        #expect(problem.message.hasSuffix("nests parentheses more than 32 deep"))
        #expect(problem.column == column(marked))
        // 100,000 levels are refused as quickly, with no recursion.
        let hostile =
            "oklch(from {a} " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        guard case .invalid = ColorSyntaxParser.parse(hostile + " c h)") else {
            Issue.record("accepted")
            return
        }
    }
}
