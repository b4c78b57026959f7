public import PaletteModel

/// Generated Swift: one file with a portable core (types, one constant per entry, lookup by key) that compiles
/// anywhere, plus dynamic UIKit, AppKit and SwiftUI colors behind `#if canImport(…)`.
///
/// Options: `typeName` (the namespace enum; default: the palette name in UpperCamelCase, `brand colors` →
/// `BrandColors`, or `Palette` when the name has no letters or digits) and `accessLevel` (`internal`, the
/// default, or `public`).
public struct SwiftEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `typeName` and `accessLevel`.
    public var options: [String: OptionKind] {
        ["typeName": .string, "accessLevel": .choice(["internal", "public"])]
    }

    /// Renders the palette as one Swift file; reports invalid names and collisions, and emits nothing when the
    /// names or values cannot make valid Swift.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        guard let plan = SwiftNamePlan(palette: palette, options: options, diagnostics: &diagnostics) else {
            return []
        }
        // Roughly what one entry takes: its constant with doc comment, and its data with one line per value.
        let perEntry = 260 + palette.appearances.count * 190
        var writer = SourceWriter(reservingCapacity: 24_000 + palette.entries.count * perEntry)
        writer.line("// " + SwiftLiteral.commentText(GeneratedHeader.sentence(sources: options.sourceNames)))
        writer.line("// swift-format-ignore-file")
        writer.line("// swiftlint:disable all")
        writer.blankLine()
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.line("import CoreGraphics")
        writer.line("import Foundation")
        writer.line("import UIKit")
        writer.line("#elseif canImport(AppKit)")
        writer.line("import AppKit")
        writer.line("import CoreGraphics")
        writer.line("#endif")
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line("#endif")
        writer.blankLine()
        SwiftCoreSection.write(palette, plan: plan, to: &writer)
        writer.blankLine()
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.blankLine()
        SwiftUIKitSection.write(plan: plan, to: &writer)
        writer.blankLine()
        writer.line("#elseif canImport(AppKit)")
        writer.blankLine()
        SwiftAppKitSection.write(plan: plan, to: &writer)
        writer.blankLine()
        writer.line("#endif")
        writer.blankLine()
        writer.line("#if canImport(SwiftUI)")
        writer.blankLine()
        SwiftUIColorSection.write(plan: plan, to: &writer)
        writer.blankLine()
        writer.line("#endif")
        return [GeneratedFile(relativePath: "", contents: writer.finishedBytes())]
    }
}
