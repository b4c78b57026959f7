import PaletteModel

/// How one image is spelled in the native palette format's `images`, shared by the JSON and plist writers.
///
/// Files are named by their path relative to the written palette (`ImageReference`), where the native reader looks
/// for them: the written palette refers to the files the palette read, which it does not copy.
enum NativeImageShape {
    /// One value for every appearance: the same file, or the same alias, and nothing else set.
    case single(Value)
    /// An object: description, deprecation, template, then one value per explicitly written appearance.
    case fields(
        description: String?,
        deprecation: Palette.Deprecation?,
        isTemplate: Bool,
        values: [(appearance: String, value: Value)]
    )

    /// One appearance's value in native syntax.
    enum Value {
        /// `{KEY}`.
        case alias(String)
        /// A file path, relative to the written palette.
        case file(String)
        /// `{ "dim": opacity }`, with `"from"` when the dimmed file is not the `light` value's.
        case dim(opacity: Double, from: String?)
    }

    /// The shape of `image`, its files named as `references` relates them to the written palette.
    init(_ image: PaletteImage, palette: Palette, references: ImageReference) {
        let indices = image.values.indices
        let first = indices.first ?? 0
        let target = Self.alias(image, first)
        let uniform = indices.allSatisfy { index in
            Self.alias(image, index) == target
                && (target != nil || (image.values[index] == image.values[first] && image.values[index].dimming == 0))
        }
        if uniform, image.description == nil, image.deprecation == nil, !image.isTemplate {
            self = .single(Self.value(image, first, palette: palette, references: references))
            return
        }
        var values: [(appearance: String, value: Value)] = []
        for index in indices where image.explicit.indices.contains(index) && image.explicit[index] {
            values.append(
                (palette.appearances[index].name, Self.value(image, index, palette: palette, references: references))
            )
        }
        self = .fields(
            description: image.description,
            deprecation: image.deprecation,
            isTemplate: image.isTemplate,
            values: values
        )
    }

    /// The alias target of one appearance, if its value was an alias.
    private static func alias(_ image: PaletteImage, _ index: Int) -> String? {
        image.aliases.indices.contains(index) ? image.aliases[index] : nil
    }

    /// The value of one appearance: its alias target, else its file, else the dimming and the appearance whose
    /// file it dims (the first that shows that file as it is; `light` is left unsaid).
    private static func value(
        _ image: PaletteImage,
        _ index: Int,
        palette: Palette,
        references: ImageReference
    ) -> Value {
        if let target = alias(image, index) { return .alias(target) }
        switch image.values[index] {
        case .file(let file):
            return .file(path(of: file, references: references))
        case .dimmed(let file, let opacity):
            let source = image.values.firstIndex(of: .file(file))
            let from = source.flatMap { $0 == palette.appearanceIndex(named: "light") ? nil : $0 }
            return .dim(opacity: opacity, from: from.map { palette.appearances[$0].name })
        }
    }

    /// A file's path as the written palette names it; `./` keeps a name in braces from reading as an alias.
    private static func path(of file: ImageFile, references: ImageReference) -> String {
        let path = references.path(of: file)
        return path.hasPrefix("{") && path.hasSuffix("}") ? "./" + path : path
    }

    /// Warns about each file of `palette`'s images whose name does not say the scale it is drawn at.
    ///
    /// An asset catalog states a file's scale (`logo.png` at 3x), the native reader takes it from the name (`@3x`),
    /// so the written palette would draw such a file at another size. Each file is reported once, at the first
    /// image that shows it.
    static func reportMisnamedScales(
        _ palette: Palette,
        references: ImageReference,
        diagnostics: inout DiagnosticBag
    ) {
        var seen: Set<ImageFile> = []
        for image in palette.images {
            for (index, value) in image.values.enumerated() where alias(image, index) == nil {
                let file = value.file
                guard !file.kind.isVector, file.scale != ImageFile.scale(named: file.path),
                    seen.insert(file).inserted
                else { continue }
                diagnostics.report(
                    .scaleNotInFileName(
                        image.key,
                        file,
                        written: path(of: file, references: references),
                        at: image.location
                    )
                )
            }
        }
    }

    /// Prints a value as JSON: a string for a file or an alias, an object for a dimmed value.
    static func printJSON(_ value: Value, to printer: inout CodePrinter) {
        switch value {
        case .alias(let target):
            printer.write(jsonString: "{" + target + "}")
        case .file(let path):
            printer.write(jsonString: path)
        case .dim(let opacity, let from):
            printer.write("{ \"dim\": ")
            printer.write(ColorValue.decimal(opacity))
            if let from {
                printer.write(", \"from\": ")
                printer.write(jsonString: from)
            }
            printer.write(" }")
        }
    }

    /// Prints a value as plist XML: a `<string>` for a file or an alias, a `<dict>` for a dimmed value.
    static func printPlist(_ value: Value, to printer: inout CodePrinter) {
        switch value {
        case .alias(let target):
            printer.plistString("{" + target + "}")
        case .file(let path):
            printer.plistString(path)
        case .dim(let opacity, let from):
            printer.plistDict { printer in
                printer.plistKey("dim")
                printer.line("<real>" + ColorValue.decimal(opacity) + "</real>")
                if let from {
                    printer.plistKey("from")
                    printer.plistString(from)
                }
            }
        }
    }
}

extension Diagnostic {
    /// A warning at the image: the written palette draws `file` at the scale its name says; `written` is its path
    /// there.
    static func scaleNotInFileName(
        _ key: String,
        _ file: ImageFile,
        written: String,
        at location: Location?
    )
        -> Diagnostic
    {
        let named = ImageFile.scale(named: file.path)
        return Diagnostic(
            .unsupportedByFormat,
            "image '\(key)': '\(written)' is drawn at \(file.scale)x, but a palette reads a file's scale from its "
                + "name, which says \(named)x, so the written palette draws it at \(named)x; rename the file to end "
                + "in '@\(file.scale)x' before its extension, and its path in the palette",
            at: location,
            severity: .warning
        )
    }
}
