import PaletteModel

/// Asset-symbol-like shortcuts, written only with the `shortcuts` option because they add members to Apple's types
/// (`UIColor.pgc01`, `NSColor.pgc01`, `Color.pgc01`, and `ShapeStyle` members where a `Color` fits, as Xcode's
/// generated asset symbols do); a key named like an existing member (`red`, `label`) would clash.
enum SwiftShortcutsSection {
    /// Writes the extensions.
    static func write(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let blocks: [(condition: String, availability: String, opener: String, result: String, member: String)] = [
            (
                "#if canImport(UIKit) && !os(watchOS)", "@available(iOS 13.0, tvOS 13.0, *)",
                "extension UIKit.UIColor {",
                "UIKit.UIColor", "uiColor"
            ),
            (
                "#elseif canImport(AppKit)", "@available(macOS 10.15, *)", "extension AppKit.NSColor {",
                "AppKit.NSColor", "nsColor"
            ),
            (
                "#endif\n#if canImport(SwiftUI) && (canImport(UIKit) && !os(watchOS) || canImport(AppKit))",
                "@available(iOS 13.0, tvOS 13.0, macOS 10.15, *)", "extension SwiftUI.Color {", "SwiftUI.Color", "color"
            ),
            (
                "", "@available(iOS 13.0, tvOS 13.0, macOS 10.15, *)",
                "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {", "SwiftUI.Color", "color"
            ),
        ]
        for block in blocks {
            if !block.condition.isEmpty {
                printer.lines(block.condition)
            } else {
                printer.blankLine()
            }
            printer.line(block.availability)
            printer.block(block.opener) { body in
                body.parts(palette.entries.count) { range, body in
                    for index in range {
                        guard let name = plan.entryNames[index] else { continue }
                        let entry = palette.entries[index]
                        body.line(
                            "/// The palette's `\(SwiftLiteral.commentText(entry.key))` color (`\(type).\(name)`)."
                        )
                        SwiftCoreSection.writeDeprecation(entry, to: &body)
                        body.line(
                            "\(plan.access)static var \(name): \(block.result) { \(type).Entry.at(\(index)).\(block.member) }"
                        )
                    }
                }
            }
        }
        printer.line("#endif")
    }
}
