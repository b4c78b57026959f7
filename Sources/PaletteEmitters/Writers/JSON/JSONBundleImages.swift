import PaletteModel

/// The images of a JSON bundle, after its colors: present only when the palette has images, so a bundle without
/// any is the same as before images existed.
///
/// - `images`: key → appearance → `{"file": …, "kind": …, "width": …, "height": …, "scale": …}` for every
///   appearance, one key per line, plus `"dimming": <opacity>` when the value is the file with black at that
///   opacity over its visible pixels (transparent pixels stay transparent). `file` is the image's path relative to
///   the bundle's folder (`ImageReference`), so a runtime resolves it against the bundle's own URL; `kind` is
///   `png`, `jpeg`, `pdf` or `svg`; `width` and `height` are pixels, left out for vector kinds; `scale` is the
///   scale the file is drawn at (1 for vectors).
/// - `imageTemplates`: the keys of template images, drawn in the tint color where they are shown.
///
/// Two images with one key (which lowering never produces) are a `name-collision` error; the second is left out.
struct JSONBundleImages {
    /// The images that go in the bundle, with each value's file path as the bundle refers to it.
    private let images: [(image: PaletteImage, paths: [String])]
    /// The appearance names, quoted, with `: `.
    private let labels: [String]

    /// Works out the paths of the palette's images relative to the bundle at `options.outputPath`.
    init(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) {
        labels = palette.appearances.map { JSONQuoter.quoted($0.name) + ": " }
        let references = ImageReference(options)
        var seen: [String: PaletteImage] = [:]
        var images: [(PaletteImage, [String])] = []
        for image in palette.images {
            if let first = seen[image.key] {
                diagnostics.report(
                    .repeatedBundleImage(image, first: first.location)
                )
                continue
            }
            seen[image.key] = image
            let paths = image.values.map { references.path(of: $0.file) }
            images.append((image, paths))
        }
        self.images = images
    }

    /// Prints `,` and the two sections, or nothing when the palette has no images.
    func print(to printer: inout CodePrinter) {
        guard !images.isEmpty else { return }
        printer.write(",")
        printer.endLine()
        printer.write("\"images\": {")
        for (position, (image, paths)) in images.enumerated() {
            if position > 0 { printer.write(",") }
            printer.endLine()
            printer.indent()
            printer.write(jsonString: image.key)
            printer.write(": {")
            for (index, value) in image.values.enumerated() where index < labels.count {
                if index > 0 { printer.write(", ") }
                printer.write(labels[index])
                printValue(value, path: paths[index], to: &printer)
            }
            printer.write("}")
            printer.outdent()
        }
        printer.endLine()
        printer.write("},")
        printer.endLine()
        printer.write("\"imageTemplates\": [")
        for (position, key) in images.map(\.image).filter(\.isTemplate).map(\.key).enumerated() {
            if position > 0 { printer.write(", ") }
            printer.write(jsonString: key)
        }
        printer.write("]")
    }

    /// Prints one value's object on the current line.
    private func printValue(_ value: ImageValue, path: String, to printer: inout CodePrinter) {
        let file = value.file
        printer.write("{\"file\": ")
        printer.write(jsonString: path)
        printer.write(", \"kind\": ")
        printer.write(jsonString: file.kind.rawValue)
        if let size = file.pixelSize {
            printer.write(", \"width\": \(size.width), \"height\": \(size.height)")
        }
        printer.write(", \"scale\": \(file.scale)")
        if case .dimmed(_, let opacity) = value {
            printer.write(", \"dimming\": ")
            printer.write(ColorValue.decimal(opacity))
        }
        printer.write("}")
    }
}

extension Diagnostic {
    /// An image key the bundle would hold twice.
    fileprivate static func repeatedBundleImage(_ image: PaletteImage, first: Location?) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "image '\(image.key)' appears twice; a JSON bundle key must be unique",
            at: image.location,
            notes: [Note("'\(image.key)' is first defined here", at: first)]
        )
    }
}
