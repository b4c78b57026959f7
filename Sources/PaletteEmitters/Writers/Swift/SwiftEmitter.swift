public import PaletteModel

/// Generated Swift: one file with a portable core (types, one constant per entry, the data as one text table,
/// lookup by key, the web-view script) that compiles anywhere in time linear in the palette's size, plus, behind
/// `#if canImport(…)`, dynamic UIKit and AppKit colors, the appearance override with the theme as a UIKit trait,
/// an Objective-C class, `WKWebView`s kept in step, and SwiftUI colors, environment, modifier and models.
///
/// Options: `typeName` (the namespace enum; default: the palette name in UpperCamelCase, `brand colors` →
/// `BrandColors`, or `Palette` when the name has no letters or digits), `accessLevel` (`internal`, the
/// default, or `public`), `webAttribute` (the page attribute that selects a theme; default the CSS output's
/// `attribute`, else `data-theme`), `defaultsSuite` (the `UserDefaults` suite, e.g. an app group, the choice is
/// stored in), `objc` (the Objective-C class; default `true`), `objcName` (its Objective-C name; default `PC` and
/// the type name), `shortcuts` (`UIColor.someKey`, `Color.someKey`, `ShapeStyle` members; default `false`) and
/// `imageBundle` (the bundle whose asset catalog holds the palette's images: `main`, `module` or a bundle identifier).
///
/// A palette with images also gets `Image` (one constant per image, `Palette.Image.logo`), its UIKit, AppKit and
/// SwiftUI accessors and `ImageView`; a palette without images gets exactly the code it got before.
public struct SwiftEmitter: Emitter {
    /// `Brand.swift`.
    public func fileName(forPaletteNamed name: String) -> String? {
        name + ".swift"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// The options, described in the type's summary.
    public var optionSpecs: [OptionSpec] { SwiftOptions.specs }

    /// Where the file carries palettec's header: a line comment at its first byte.
    static let header = GeneratedHeader.Position(after: "// ")

    /// The one file carries the header at `header`.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { Self.header }

    /// Keys become lowerCamelCase identifiers (`text.primary` → `textPrimary`).
    public var nameRule: NameRule? { Self.nameRule }

    /// The naming rule of the generated constants.
    static let nameRule = NameRule(kind: .swiftIdentifier) { SwiftIdentifier.make(from: $0) }

    /// Renders the palette as one Swift file; reports invalid names and collisions, and emits nothing when the
    /// names or values cannot make valid Swift.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let swiftOptions = SwiftOptions(options.values)
        guard
            let plan = SwiftNamePlan(
                palette: palette,
                options: swiftOptions,
                themeAttribute: options.themeAttribute,
                checkedNames: options.checkedNames,
                diagnostics: &diagnostics
            )
        else {
            return []
        }
        let images: SwiftImagePlan?
        if palette.images.isEmpty {
            images = nil
        } else {
            guard let planned = Self.imagePlan(palette, plan: plan, options: options, diagnostics: &diagnostics) else {
                return []
            }
            images = planned
        }
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        let bundle = Self.bundleExpression(swiftOptions.imageBundle)
        return [
            GeneratedFile(header: Self.header) { printer in
                Self.print(palette, plan: plan, images: images, bundle: bundle, header: header, to: &printer)
            }
        ]
    }

    /// Names the images (each collision with a color, another image or a member of `Image` reported), or `nil`
    /// when the namespace's name would hide the `Image` type.
    private static func imagePlan(
        _ palette: Palette,
        plan: SwiftNamePlan,
        options: EmitOptions,
        diagnostics: inout DiagnosticBag
    ) -> SwiftImagePlan? {
        if plan.typeName == "Image" || plan.typeName == "ImageView" {
            diagnostics.report(
                .typeNameIsImageType(plan.typeName)
            )
            return nil
        }
        let colorNames = palette.entries.indices.map { index in
            plan.entryNames[index].map(SwiftNamePlan.bare) ?? nameRule.make(palette.entries[index].key)
        }
        var names = NameCollisions.imageNames(
            palette,
            rule: nameRule,
            colorNames: colorNames,
            checked: options.checkedNames,
            diagnostics: &diagnostics
        )
        for (index, name) in names.enumerated() {
            guard let name, SwiftImagePlan.reservedNames.contains(name) else { continue }
            let image = palette.images[index]
            diagnostics.report(
                .imageNameIsMember(image, name: name)
            )
            names[index] = nil
        }
        return SwiftImagePlan(palette: palette, names: names.map { $0.map(SwiftNamePlan.declared) })
    }

    /// The Swift expression of the `imageBundle` option's bundle.
    static func bundleExpression(_ option: String) -> String {
        switch option {
        case "main": "Foundation.Bundle.main"
        case "module": "Foundation.Bundle.module"
        default: "Foundation.Bundle(identifier: \(SwiftLiteral.string(option))) ?? Foundation.Bundle.main"
        }
    }

    /// Prints the Swift file.
    private static func print(
        _ palette: Palette,
        plan: SwiftNamePlan,
        images: SwiftImagePlan?,
        bundle: String,
        header: String,
        to printer: inout CodePrinter
    ) {
        printer.line("// " + SwiftLiteral.commentText(header))
        printer.lines(
            """
            // swift-format-ignore-file
            // swiftlint:disable all

            #if canImport(UIKit) && !os(watchOS)
            import CoreGraphics
            import Foundation
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            import CoreGraphics
            import Foundation
            #endif
            #if canImport(SwiftUI)
            import SwiftUI
            #if canImport(Combine)
            import Combine
            #endif
            #if canImport(Observation)
            import Observation
            #endif
            #endif
            #if canImport(WebKit)
            import WebKit
            #endif

            """
        )
        SwiftCoreSection.write(palette, plan: plan, to: &printer)
        if let images {
            printer.blankLine()
            SwiftImageCoreSection.write(palette, plan: plan, images: images, to: &printer)
        }
        printer.blankLine()
        printer.line("#if canImport(UIKit) && !os(watchOS)")
        printer.blankLine()
        writePlatform(palette, plan: plan, platform: .uiKit, imageBundle: images.map { _ in bundle }, to: &printer)
        printer.blankLine()
        printer.line("#elseif canImport(AppKit)")
        printer.blankLine()
        writePlatform(palette, plan: plan, platform: .appKit, imageBundle: images.map { _ in bundle }, to: &printer)
        printer.blankLine()
        printer.line("#endif")
        printer.blankLine()
        printer.line("#if canImport(WebKit) && (canImport(UIKit) && !os(watchOS) && !os(tvOS) || canImport(AppKit))")
        printer.blankLine()
        SwiftWebKitSection.write(plan: plan, to: &printer)
        printer.blankLine()
        printer.line("#endif")
        printer.blankLine()
        printer.line("#if canImport(SwiftUI)")
        printer.blankLine()
        SwiftUIColorSection.write(plan: plan, to: &printer)
        if images != nil {
            printer.blankLine()
            SwiftImageSwiftUISection.write(plan: plan, to: &printer)
        }
        printer.blankLine()
        printer.line("#endif")
        if plan.shortcuts {
            printer.blankLine()
            SwiftShortcutsSection.write(palette, plan: plan, to: &printer)
        }
    }

    /// Writes one platform's part: the stored choice, the dynamic colors, the images when the palette has them
    /// (`imageBundle`), and the Objective-C class.
    private static func writePlatform(
        _ palette: Palette,
        plan: SwiftNamePlan,
        platform: SwiftObjCSection.Platform,
        imageBundle: String?,
        to printer: inout CodePrinter
    ) {
        SwiftStorageSection.write(plan: plan, to: &printer)
        printer.blankLine()
        switch platform {
        case .uiKit: SwiftUIKitSection.write(plan: plan, to: &printer)
        case .appKit: SwiftAppKitSection.write(plan: plan, to: &printer)
        }
        if let imageBundle {
            printer.blankLine()
            switch platform {
            case .uiKit: SwiftImageUIKitSection.write(plan: plan, bundle: imageBundle, to: &printer)
            case .appKit: SwiftImageAppKitSection.write(plan: plan, bundle: imageBundle, to: &printer)
            }
        }
        writeObjC(palette, plan: plan, platform: platform, to: &printer)
    }

    /// Writes the Objective-C class inside `#if canImport(ObjectiveC)`, unless the `objc` option turned it off.
    private static func writeObjC(
        _ palette: Palette,
        plan: SwiftNamePlan,
        platform: SwiftObjCSection.Platform,
        to printer: inout CodePrinter
    ) {
        guard plan.objc else { return }
        printer.blankLine()
        printer.line("#if canImport(ObjectiveC)")
        printer.blankLine()
        SwiftObjCSection.write(palette, plan: plan, platform: platform, to: &printer)
        printer.blankLine()
        printer.line("#endif")
    }
}

extension Diagnostic {
    /// A type name that is the generated image type's name.
    fileprivate static func typeNameIsImageType(_ typeName: String) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "swift output: the type name '\(typeName)' is the name of the generated image type; "
                + "set the output's typeName option",
            at: nil
        )
    }

    /// An image whose name is a member of the generated image type.
    fileprivate static func imageNameIsMember(_ image: PaletteImage, name: String) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "swift output: the image '\(image.key)' becomes '\(name)', a member of the generated Image type; "
                + "rename it",
            at: image.location
        )
    }
}
