import PaletteModel

/// The portable part of the generated Swift for a palette's images.
///
/// `Image` with each appearance's artwork (the imageset, its catalog slot, the night mask's opacity), one constant
/// per image, and lookup by key. Written only for a palette that has images.
enum SwiftImageCoreSection {
    /// Writes the `Image` type and its constants.
    static func write(_ palette: Palette, plan: SwiftNamePlan, images: SwiftImagePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        printer.lines(
            """
            extension \(type) {
                /// An image of the palette: the artwork of each appearance, read from the asset catalog palettec writes
                /// (an imageset per image, named after its key), and dimmed where the palette asks for a night mask.
                ///
                /// UIKit: `uiImage(for:)` and `show(in:)`; AppKit: `nsImage`; SwiftUI: `\(type).ImageView`.
                \(access)struct Image: Hashable, Sendable {
                    /// Where one appearance's artwork is in the asset catalog.
                    \(access)struct Variant: Hashable, Sendable {
                        /// The imageset's name: the key, or `key~appearance` for a file only themes or masks use.
                        \(access)let set: String
                        /// The built-in appearance whose slot of the imageset holds the file (Any, Dark, High Contrast).
                        \(access)let slot: \(type).Appearance
                        /// The opacity of black laid over the file's visible pixels only (0: the file as it is), so
                        /// transparent pixels stay transparent.
                        \(access)let dimming: Double
                    }

                    /// The palette key, verbatim.
                    \(access)let key: String
                    /// The artwork per appearance, in `\(type).Appearance.allCases` order.
                    \(access)let variants: [\(type).Image.Variant]
                    /// Whether the image is drawn in the tint color of where it is shown (template rendering).
                    \(access)let isTemplate: Bool
                    /// Whether the imageset named after the key shows every appearance by itself (nothing dimmed, no
                    /// artwork of a theme's own), so UIKit and AppKit load it from the catalog as it is.
                    \(access)let isCatalogOnly: Bool

                    /// The artwork of an appearance.
                    \(access)func variant(for appearance: \(type).Appearance) -> \(type).Image.Variant {
                        variants[appearance.ordinal]
                    }

                    /// The image with a palette key, verbatim, or `nil`.
                    \(access)static func image(forKey key: String) -> \(type).Image? {
                        all.first { $0.key == key }
                    }
                }
            }

            """
        )
        printer.block("extension \(type).Image {") { body in
            body.line("/// Every image, in palette order: what each constant returns.")
            body.line("\(access)static let all: [\(type).Image] = makeAll()")
            body.blankLine()
            body.line("/// Builds `all`: one statement per image, so the type checker does constant work per image.")
            body.block("private static func makeAll() -> [\(type).Image] {") { function in
                function.line("var all: [\(type).Image] = []")
                function.line("all.reserveCapacity(\(palette.images.count))")
                for (index, image) in palette.images.enumerated() {
                    function.line("all.append(")
                    function.indented { call in
                        writeValue(image, images.images[index], plan: plan, suffix: "", to: &call)
                    }
                    function.line(")")
                }
                function.line("return all")
            }
            for (index, image) in palette.images.enumerated() {
                guard let name = images.images[index].name else { continue }
                body.blankLine()
                for line in documentation(image, plan: plan) { body.line(line) }
                if let deprecation = image.deprecation {
                    body.line(deprecationAttribute(deprecation))
                }
                body.line("\(access)static var \(name): \(type).Image { all[\(index)] }")
            }
        }
    }

    /// Writes an image's initializer call as one element of a list.
    private static func writeValue(
        _ image: PaletteImage,
        _ planned: SwiftImagePlan.Image,
        plan: SwiftNamePlan,
        suffix: String,
        to printer: inout CodePrinter
    ) {
        printer.line("\(plan.typeName).Image(")
        printer.indented { arguments in writeArguments(image, planned, plan: plan, to: &arguments) }
        printer.line(")" + suffix)
    }

    /// Writes the arguments of `Image(key:variants:isTemplate:isCatalogOnly:)`: every part typed, so the
    /// typechecker does constant work per image.
    private static func writeArguments(
        _ image: PaletteImage,
        _ planned: SwiftImagePlan.Image,
        plan: SwiftNamePlan,
        to printer: inout CodePrinter
    ) {
        let type = plan.typeName
        printer.line("key: \(SwiftLiteral.string(image.key)),")
        printer.block("variants: [", closer: "],") { list in
            for variant in planned.variants {
                list.line(
                    "\(type).Image.Variant(set: \(SwiftLiteral.string(variant.set)), "
                        + "slot: \(type).Appearance.\(plan.appearanceCases[variant.slot]), "
                        + "dimming: \(ColorValue.decimal(variant.dimming))),"
                )
            }
        }
        printer.line("isTemplate: \(image.isTemplate),")
        printer.line("isCatalogOnly: \(planned.isCatalogOnly)")
    }

    /// The constant's doc comment: the description, the key, then each appearance's file as the palette wrote it.
    private static func documentation(_ image: PaletteImage, plan: SwiftNamePlan) -> [String] {
        var lines: [String] = []
        if let description = image.description {
            lines += SwiftLiteral.commentLines(description).map { "/// " + $0 }
            lines.append("///")
        }
        lines.append("/// Key `\(SwiftLiteral.commentText(image.key))`.")
        lines.append("///")
        for (index, value) in image.values.enumerated() where index < plan.appearanceLabels.count {
            var line = "/// - \(plan.appearanceLabels[index]): " + SwiftLiteral.commentText(value.file.written)
            if value.dimming > 0 { line += " dimmed by " + ColorValue.decimal(value.dimming) }
            lines.append(line)
        }
        return lines
    }

    /// The `@available` line of a deprecated image.
    private static func deprecationAttribute(_ deprecation: Palette.Deprecation) -> String {
        guard let message = deprecation.message else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}

extension SwiftImageCoreSection {
    /// Writes a UIKit or AppKit extension of `Image`: `bundle` (the bundle expression), then `members`.
    static func writeImageExtension(plan: SwiftNamePlan, bundle: String, members: String, to printer: inout CodePrinter)
    {
        printer.block("extension \(plan.typeName).Image {") { body in
            body.line(
                "/// The bundle whose asset catalog holds the palette's imagesets (the Swift output's `imageBundle`)."
            )
            body.line("\(plan.access)static var bundle: Foundation.Bundle { \(bundle) }")
            body.lines(members)
        }
    }
}
