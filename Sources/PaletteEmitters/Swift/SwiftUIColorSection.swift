/// The SwiftUI part of the generated Swift (inside `#if canImport(SwiftUI)`): `Entry.color`, bridged from the
/// dynamic UIKit or AppKit color so it follows the environment's color scheme and contrast.
enum SwiftUIColorSection {
    /// Writes the SwiftUI extension, choosing the UIKit or AppKit bridge by `canImport`.
    static func write(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.block("extension \(type).Entry {") { body in
            body.line(
                "/// This color for SwiftUI, bridged from the dynamic `uiColor`: it follows the environment's color"
            )
            body.line("/// scheme and contrast.")
            body.line("@available(iOS 15.0, tvOS 15.0, *)")
            body.block("\(access)var color: SwiftUI.Color {") { inner in
                inner.line("SwiftUI.Color(uiColor: uiColor)")
            }
        }
        writer.line("#elseif canImport(AppKit)")
        writer.block("extension \(type).Entry {") { body in
            body.line(
                "/// This color for SwiftUI, bridged from the dynamic `nsColor`: it follows the environment's color"
            )
            body.line("/// scheme and contrast.")
            body.line("@available(macOS 12.0, *)")
            body.block("\(access)var color: SwiftUI.Color {") { inner in
                inner.line("SwiftUI.Color(nsColor: nsColor)")
            }
        }
        writer.line("#endif")
    }
}
