import PaletteModel

/// A Figma `{r, g, b, a}` color (components 0–1, float32 noise included) as the 8-bit color Figma shows and its own
/// exporter writes: each component `Math.round(v * 255)` (`rgbToHex` in figma/variables-github-action-example), alpha
/// 1 when `a` is missing.
enum FigmaColor {
    /// Whether a value is a color object rather than an alias (it has `r`).
    static func isColor(_ node: SyntaxNode) -> Bool {
        FigmaVariables.member(node, "r") != nil
    }

    /// The color of an `{r, g, b, a}` object, or `nil` after reporting what is wrong with it at its place.
    static func decode(_ node: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> ColorValue? {
        var bytes: [UInt8] = []
        for channel in ["r", "g", "b", "a"] {
            guard let component = FigmaVariables.member(node, channel) else {
                if channel == "a" {
                    bytes.append(255)
                    continue
                }
                diagnostics.report(.figmaChannelMissing(channel, at: file.location(ofOffset: node.offset)))
                return nil
            }
            guard case .number(let text) = component.value, let value = Double(text) else {
                diagnostics.report(
                    .figmaChannelNotANumber(
                        channel,
                        found: component.typeName,
                        at: file.location(ofOffset: component.offset)
                    )
                )
                return nil
            }
            guard value >= 0, value <= 1 else {
                diagnostics.report(
                    .figmaChannelOutOfRange(channel, text, at: file.location(ofOffset: component.offset))
                )
                return nil
            }
            // `Math.round` rounds halves up; for the non-negative values here that is away from zero.
            bytes.append(UInt8((value * 255).rounded(.toNearestOrAwayFromZero)))
        }
        return ColorValue(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes[3])
    }
}

extension Diagnostic {
    fileprivate static func figmaChannelMissing(_ channel: String, at location: Location) -> Diagnostic {
        Diagnostic(.invalidColor, "a Figma color needs 'r', 'g' and 'b'; this one has no '\(channel)'", at: location)
    }

    fileprivate static func figmaChannelNotANumber(
        _ channel: String,
        found type: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .invalidColor,
            "'\(channel)' of a Figma color must be a number from 0 to 1, found \(type)",
            at: location
        )
    }

    fileprivate static func figmaChannelOutOfRange(
        _ channel: String,
        _ text: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.colorOutOfRange, "'\(channel)' of a Figma color is \(text), outside 0–1", at: location)
    }
}
