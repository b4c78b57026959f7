import PaletteModel

/// Reads one `.imageset/Contents.json` into an image entry: per appearance (Any/Light → `light`, Dark → `dark`,
/// High Contrast → `light-hc`, Dark + High Contrast → `dark-hc`, with the catalog's fallbacks, as colorsets), the
/// file one item names, as a path the loader then reads and checks like any palette's image file.
///
/// - Items without a `filename` are the empty slots Xcode keeps for its editor, and say nothing.
/// - Of several files for one appearance, the one without a `scale` is read (Xcode's "Single Scale": vector
///   artwork, or one bitmap for every scale), else the one of the **highest** scale: a palette holds one file per
///   appearance, every output draws it at its size in points (pixels over the scale), and a 3x bitmap drawn
///   smaller stays sharp where a 1x one drawn larger blurs. The item's `scale` is the file's scale, whatever its
///   name says.
/// - Only universal items (or, in a set without any, those of the first idiom) in the sRGB gamut and without
///   other traits (`language-direction`, size classes, …) are read; a warning names the rest.
/// - `"template-rendering-intent" : "template"` makes the image a template.
/// - A set palettec cannot make an image of (no `images`, no file, no Any file) is skipped with a warning.
enum ImagesetReader {
    /// One item of `images` that palettec reads.
    private struct Item {
        /// The appearance it is for.
        var appearance: CatalogAppearance
        /// The file's name inside the set.
        var filename: String
        /// The `scale` (1–3), or `nil` for a single-scale item.
        var scale: Int?
        /// Where the `filename` value is.
        var location: Diagnostic.Location
        /// Where the item itself starts.
        var itemLocation: Diagnostic.Location
    }

    /// The members an item may have besides the ones that narrow it down to an idiom and a gamut.
    private static let itemFields: Set<String> = ["filename", "idiom", "scale", "appearances", "display-gamut"]

    /// The image of a set keyed `key`, whose folder is `folder` as a palette at the catalog's place names it (the
    /// catalog's parent folder: `Assets.xcassets/Icons/logo.imageset`), or `nil` after a warning saying why not.
    static func entry(
        key: String,
        root: SyntaxNode,
        file: SourceFile,
        folder: String,
        diagnostics: inout DiagnosticBag
    ) -> ImageEntrySyntax? {
        let keyLocation = file.location(ofOffset: root.offset)
        guard let images = ColorsetReader.member(root, "images")?.value, case .array(let list) = images.value else {
            diagnostics.report(.imagesetHasNoImages(key, at: keyLocation))
            return nil
        }
        // Only items naming a file count: the rest are Xcode's empty slots.
        let named = list.filter { ColorsetReader.member($0, "filename") != nil }
        let idiom =
            named.contains { ColorsetReader.field($0, "idiom") == "universal" }
            ? "universal" : ColorsetReader.field(named.first, "idiom") ?? "universal"
        var items: [Item] = []
        var ignored: [String] = []
        for node in named {
            if let reason = unreadTrait(node, idiom: idiom) {
                ignored.append(reason)
                continue
            }
            var unread: String?
            guard let appearance = CatalogAppearance.of(node, unread: &unread) else {
                ignored.append(unread ?? "an appearance")
                continue
            }
            var scale: Int?
            if let written = ColorsetReader.member(node, "scale")?.value {
                guard case .string(let text) = written.value, let number = scaleNumber(text) else {
                    ignored.append("scale '\(textOf(written))'")
                    continue
                }
                scale = number
            }
            guard let name = ColorsetReader.member(node, "filename")?.value else { continue }
            let location = file.location(ofOffset: name.offset)
            guard case .string(let filename) = name.value, isFileName(filename) else {
                diagnostics.report(.filenameOutsideSet(key, textOf(name), at: location))
                continue
            }
            items.append(
                Item(
                    appearance: appearance,
                    filename: filename,
                    scale: scale,
                    location: location,
                    itemLocation: file.location(ofOffset: node.offset)
                )
            )
        }
        let imagesLocation = file.location(ofOffset: images.offset)
        guard !items.isEmpty else {
            diagnostics.report(.imagesetHoldsNoFile(key, ignored: ignored, at: imagesLocation))
            return nil
        }
        if !ignored.isEmpty {
            diagnostics.report(.onlyUniversalImagesRead(key, ignored: ignored, at: keyLocation))
        }
        reportRepeatedItems(items, key: key, diagnostics: &diagnostics)
        let chosen = CatalogAppearance.values { appearance in best(items.filter { $0.appearance == appearance }) }
        guard chosen.contains(where: { $0.appearance == nil || $0.appearance == "light" }) else {
            diagnostics.report(.imagesetHasNoAnyImage(key, at: imagesLocation))
            return nil
        }
        let values = chosen.map { slot in
            ImageValueSyntax(
                appearance: slot.appearance,
                content: .file(PathText.join(folder, slot.item.filename)),
                location: slot.item.location,
                scale: slot.item.scale
            )
        }
        let properties = ColorsetReader.member(root, "properties")?.value
        let isTemplate = ColorsetReader.field(properties, "template-rendering-intent") == "template"
        return ImageEntrySyntax(key: key, location: keyLocation, values: values, isTemplate: isTemplate)
    }

    /// Why an item is not read, when its idiom, gamut or another trait narrows it to some devices or contexts.
    private static func unreadTrait(_ node: SyntaxNode, idiom: String) -> String? {
        let own = ColorsetReader.field(node, "idiom") ?? "universal"
        if own != idiom { return "idiom '\(own)'" }
        if let gamut = ColorsetReader.field(node, "display-gamut"), gamut.lowercased() != "srgb" {
            return "display-gamut '\(gamut)'"
        }
        guard case .object(let members) = node.value,
            let trait = members.first(where: { !itemFields.contains($0.key) })
        else { return nil }
        return "\(trait.key) '\(textOf(trait.value))'"
    }

    /// The item read for one appearance: the single-scale one, else the one of the highest scale (the first of
    /// equals).
    private static func best(_ items: [Item]) -> Item? {
        if let single = items.first(where: { $0.scale == nil }) { return single }
        return items.reduce(nil) { best, item in
            guard let best, let scale = best.scale, let candidate = item.scale, candidate <= scale else { return item }
            return best
        }
    }

    /// Warns at each item after the first for one appearance and scale, which the lookup never reaches.
    private static func reportRepeatedItems(_ items: [Item], key: String, diagnostics: inout DiagnosticBag) {
        var first: [String: Item] = [:]
        for item in items {
            let slot = item.appearance.name + (item.scale.map { " at \($0)x" } ?? "")
            guard let earlier = first[slot] else {
                first[slot] = item
                continue
            }
            diagnostics.report(.secondFileForSlot(key, slot, first: earlier.itemLocation, at: item.itemLocation))
        }
    }

    /// The scale `"1x"`, `"2x"` or `"3x"` spells, or `nil`.
    private static func scaleNumber(_ text: String) -> Int? {
        switch text {
        case "1x": 1
        case "2x": 2
        case "3x": 3
        default: nil
        }
    }

    /// Whether `name` is a file name inside the set: not empty, no folder, not `.` or `..`.
    private static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
    }

    /// A node's text for a message: a string or number as written, else its kind.
    private static func textOf(_ node: SyntaxNode) -> String {
        switch node.value {
        case .string(let text), .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .array: "an array"
        case .object: "an object"
        default: "?"
        }
    }
}

extension Diagnostic {
    /// A warning at the set's `Contents.json`; the set is skipped.
    fileprivate static func imagesetHasNoImages(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .missingField,
            "'\(key)': this imageset's Contents.json has no 'images' array; it is skipped",
            at: location,
            severity: .warning
        )
    }

    /// A warning at the `images` array; the set is skipped.
    fileprivate static func imagesetHoldsNoFile(_ key: String, ignored: [String], at location: Location) -> Diagnostic {
        let why =
            ignored.isEmpty
            ? "none of its \"images\" has a \"filename\""
            : "only universal images in the sRGB gamut are read, and it has none (ignored "
                + Set(ignored).sorted().joined(separator: ", ") + ")"
        return Diagnostic(
            .unsupportedByFormat,
            "'\(key)': this imageset holds no image file palettec reads (\(why)); it is skipped",
            at: location,
            severity: .warning
        )
    }

    /// A warning at the `images` array; the set is skipped.
    fileprivate static func imagesetHasNoAnyImage(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': this imageset has no Any (or Light) image, the one every other appearance falls back to; "
                + "it is skipped",
            at: location,
            severity: .warning
        )
    }

    /// A warning; `ignored` describes each item left out (`idiom 'iphone'`), repeats allowed.
    fileprivate static func onlyUniversalImagesRead(
        _ key: String,
        ignored: [String],
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': only universal images in the sRGB gamut are read; ignored "
                + Set(ignored).sorted().joined(separator: ", "),
            at: location,
            severity: .warning
        )
    }

    /// A warning at the `filename` value; the item is skipped.
    fileprivate static func filenameOutsideSet(_ key: String, _ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': \"filename\" '\(name)' is not the name of a file in the imageset; the item is skipped",
            at: location,
            severity: .warning
        )
    }

    /// A warning at the second item for `slot` (`Dark at 2x`), with a note at the first.
    fileprivate static func secondFileForSlot(
        _ key: String,
        _ slot: String,
        first: Location,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "'\(key)' has a second image for \(slot); the first, at line \(first.line), is read and this one is not",
            at: location,
            severity: .warning,
            notes: [Note("the first image for \(slot)", at: first)]
        )
    }
}
