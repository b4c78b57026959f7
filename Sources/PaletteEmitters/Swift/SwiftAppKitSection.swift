/// The AppKit part of the generated Swift (inside `#elseif canImport(AppKit)`): dynamic `NSColor`s that resolve
/// from the appearance AppKit draws with, and a `CGColor` helper.
enum SwiftAppKitSection {
    /// Writes the AppKit extensions.
    static func write(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        writer.block("extension \(type).Value {") { body in
            body.line(
                "/// This value as an AppKit color in its own color space (`NSColor(displayP3Red:…)` for Display P3)."
            )
            body.block("\(access)var nsColor: AppKit.NSColor {") { inner in
                inner.block("if isDisplayP3 {") { branch in
                    branch.line("return AppKit.NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)")
                }
                inner.line("return AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)")
            }
        }
        writer.blankLine()
        writer.block("extension \(type).Appearance {") { body in
            body.line(
                "/// The appearance to show for an `NSAppearance`: its best match among aqua, dark aqua and their"
            )
            body.line("/// high-contrast forms. Themes are chosen through UIKit only, so AppKit shows light or dark.")
            body.line("@available(macOS 10.14, *)")
            body.block("\(access)static func resolved(for appearance: AppKit.NSAppearance) -> \(type).Appearance {") {
                inner in
                inner.block("let match = appearance.bestMatch(from: [", closer: "])") { names in
                    names.line(".aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,")
                }
                inner.block("return resolved(", closer: ")") { arguments in
                    arguments.line("dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,")
                    arguments.line(
                        "highContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua"
                    )
                }
            }
        }
        writer.blankLine()
        writer.block("extension \(type).Entry {") { body in
            body.line(
                "/// A dynamic AppKit color named after the key: AppKit calls its provider with the appearance it"
            )
            body.line("/// draws with (the view's `effectiveAppearance`), so per-view and per-window appearances work.")
            body.line("@available(macOS 10.15, *)")
            body.block("\(access)var nsColor: AppKit.NSColor {") { inner in
                inner.line("let entry = self")
                inner.block("return AppKit.NSColor(name: entry.key) { appearance in") { provider in
                    provider.line("entry.value(for: \(type).Appearance.resolved(for: appearance)).nsColor")
                }
            }
            body.blankLine()
            body.line("/// This color resolved for an appearance, as a `CGColor` for `CALayer` properties, which never")
            body.line("/// resolve dynamic colors: set them again from `viewDidChangeEffectiveAppearance()`.")
            body.line("@available(macOS 10.14, *)")
            body.block("\(access)func cgColor(for appearance: AppKit.NSAppearance) -> CoreGraphics.CGColor {") {
                inner in
                inner.line("value(for: \(type).Appearance.resolved(for: appearance)).nsColor.cgColor")
            }
        }
    }
}
