import PaletteModel

/// Validates the `images` of a build's documents into the model's `PaletteImage`s, by the rules colors follow:
/// `light` and `dark` required, high-contrast and theme fallbacks, aliases to other images, plus `dim`.
///
/// Pure: the files were read by the loader (`ImageFileReader`), which left each file value what it found.
struct ImageLowering {
    /// What one appearance slot of an image holds.
    enum Slot {
        /// Nothing was written and nothing fell back.
        case missing
        /// The value could not be read (already reported).
        case invalid
        /// A file, read and checked.
        case file(ImageFile)
        /// An alias to another image.
        case alias(String)
        /// Black of `opacity` over the value of the same image in the appearance at `from`.
        case dim(opacity: Double, from: Int)
    }

    /// The state of one (image, appearance) slot during resolution.
    enum State {
        case unvisited
        case inProgress
        case done(ImageValue)
        case failed
    }

    /// The kept images (not empty, not repeated, not a color key), as written.
    var kept: [ImageEntrySyntax] = []
    /// The position of each kept image by key.
    var keyIndex: [String: Int] = [:]
    /// The appearances.
    let appearances: [Appearance]
    /// Whether an alias to a deprecated image is reported (the build's `deprecated-alias`).
    let reportsDeprecated: Bool
    /// `width` slots per kept image.
    var slots: [Slot] = []
    /// Where each slot's value was written (a fallback copies it along).
    var locations: [Diagnostic.Location?] = []
    /// Whether each slot was written for its appearance rather than taken from a fallback.
    var explicit: [Bool] = []
    /// Resolution states, per slot.
    var states: [State] = []
    /// Problems reported once per place or loop.
    var reported: Set<String> = []
    /// The suggestions for aliases to unknown images, made on first use.
    var suggestions: Suggestion.Budget?
    /// The kept images with a value that was reported: what they lack is not reported again.
    var flawed: Set<Int> = []
    /// Whether a value is missing or failed without a diagnostic of its own because an earlier error explains it.
    private(set) var excused = false

    /// The number of appearances.
    var width: Int { appearances.count }

    /// Validates the images of `documents`; `colorKeys` and `colorLocation` tell the build's color keys, and
    /// `reportsDeprecated` whether an alias to a deprecated image is a `deprecated-alias` warning, as for colors.
    static func lower(
        _ documents: [PaletteDocument],
        colorKeys: [String: Int],
        colorLocation: (Int) -> Diagnostic.Location?,
        table: AppearanceTable,
        reportsDeprecated: Bool,
        diagnostics: inout DiagnosticBag
    ) -> (images: [PaletteImage], excused: Bool) {
        guard documents.contains(where: { !$0.images.isEmpty }) else { return ([], false) }
        var lowering = ImageLowering(appearances: table.appearances, reportsDeprecated: reportsDeprecated)
        for document in documents {
            for image in document.images {
                lowering.keep(image, colorKeys: colorKeys, colorLocation: colorLocation, diagnostics: &diagnostics)
            }
        }
        lowering.slots = Array(repeating: .missing, count: lowering.kept.count * lowering.width)
        lowering.locations = Array(repeating: nil, count: lowering.slots.count)
        lowering.explicit = Array(repeating: false, count: lowering.slots.count)
        lowering.states = Array(repeating: .unvisited, count: lowering.slots.count)
        var suggestions: Suggestion.Budget?
        for image in lowering.kept.indices {
            lowering.fill(image, table: table, suggestions: &suggestions, diagnostics: &diagnostics)
            lowering.applyFallbacks(image, table: table, diagnostics: &diagnostics)
        }
        var images: [PaletteImage] = []
        for image in lowering.kept.indices {
            if let made = lowering.make(image, colorKeys: colorKeys, diagnostics: &diagnostics) {
                images.append(made)
            }
        }
        for image in images {
            lowering.checkSizes(image, diagnostics: &diagnostics)
        }
        return (images, lowering.excused)
    }

    private init(appearances: [Appearance], reportsDeprecated: Bool) {
        self.appearances = appearances
        self.reportsDeprecated = reportsDeprecated
    }

    /// Keeps an image unless its key is empty, a color's or another image's.
    private mutating func keep(
        _ image: ImageEntrySyntax,
        colorKeys: [String: Int],
        colorLocation: (Int) -> Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) {
        if image.key.isEmpty {
            diagnostics.report(.emptyImageKey(at: image.location))
            return
        }
        if let color = colorKeys[image.key] {
            diagnostics.report(.imageIsColor(image.key, at: image.location, color: colorLocation(color)))
            return
        }
        if let earlier = keyIndex[image.key] {
            diagnostics.report(.duplicateImage(image.key, at: image.location, first: kept[earlier].location))
            return
        }
        keyIndex[image.key] = kept.count
        kept.append(image)
    }

    /// Turns the written values of a kept image into its slots; `suggestions` answers unknown appearance names for
    /// the whole build.
    private mutating func fill(
        _ image: Int,
        table: AppearanceTable,
        suggestions: inout Suggestion.Budget?,
        diagnostics: inout DiagnosticBag
    ) {
        let base = image * width
        var writers = [Int](repeating: -1, count: width)
        let values = kept[image].values
        for value in values.indices {
            let slot = parse(values[value], key: kept[image].key, table: table, diagnostics: &diagnostics)
            if case .invalid = slot { flawed.insert(image) }
            let placement = table.place(
                value,
                appearance: values[value].appearance,
                of: "image '\(kept[image].key)'",
                key: kept[image].key,
                writers: &writers,
                locations: { values[$0].appearanceLocation ?? values[$0].location },
                suggestions: &suggestions,
                diagnostics: &diagnostics
            )
            for index in placement.slots(from: base, width: width) {
                slots[index] = slot
                locations[index] = values[value].location
                explicit[index] = true
            }
            if case .unknown = placement { flawed.insert(image) }
        }
    }

    /// One written value as a slot.
    private func parse(
        _ value: ImageValueSyntax,
        key: String,
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) -> Slot {
        switch value.content {
        case .reported:
            return .invalid
        case .alias(let target):
            return .alias(target)
        case .file(let written):
            switch value.found {
            case .file(let file)?:
                return .file(file)
            case .reported?:
                return .invalid
            case nil:
                diagnostics.report(.imageNotRead(written, at: value.location))
                return .invalid
            }
        case .dim(let opacity, let from):
            let name = from ?? "light"
            guard let index = table.position(of: name) else {
                if !table.rejected.contains(name) {
                    diagnostics.report(.unknownDimSource(name, key: key, known: appearances, at: value.location))
                }
                return .invalid
            }
            return .dim(opacity: opacity, from: index)
        }
    }

    /// Fills an image's missing slots from their appearance's fallback and reports values required but missing.
    private mutating func applyFallbacks(_ image: Int, table: AppearanceTable, diagnostics: inout DiagnosticBag) {
        let base = image * width
        // Each appearance after its fallback: a missing slot copies what its fallback's slot holds by then.
        for index in table.fallbackOrder {
            guard case .missing = slots[base + index], let fallback = table.fallbackPositions[index] else { continue }
            slots[base + index] = slots[base + fallback]
            locations[base + index] = locations[base + fallback]
        }
        var missing: [Int] = []
        for index in 0..<width {
            guard case .missing = slots[base + index], table.fallbackPositions[index] == nil else { continue }
            // A chain that ends nowhere is reported once, at the appearance it ends in.
            if table.brokenFallbacks.contains(index) {
                excused = true
            } else {
                missing.append(index)
            }
        }
        if flawed.contains(image) {
            // A reported value keeps the palette from being made, whatever else is missing.
            excused = true
            return
        }
        guard !missing.isEmpty else { return }
        let builtIn = missing.filter { appearances[$0].isBuiltIn }.map { appearances[$0].name }
        if !builtIn.isEmpty {
            diagnostics.report(.imageLacksBuiltIn(kept[image].key, appearances: builtIn, at: kept[image].location))
        }
        for index in missing where !appearances[index].isBuiltIn {
            diagnostics.report(
                .imageLacksTheme(kept[image].key, theme: appearances[index].name, at: kept[image].location)
            )
        }
    }

    /// The model's image, with every slot resolved, or `nil` when a slot could not be.
    mutating func make(
        _ image: Int,
        colorKeys: [String: Int],
        diagnostics: inout DiagnosticBag
    ) -> PaletteImage? {
        let base = image * width
        var values: [ImageValue] = []
        var aliases: [String?] = []
        for appearance in 0..<width {
            guard let value = resolve(base + appearance, colorKeys: colorKeys, diagnostics: &diagnostics) else {
                continue
            }
            values.append(value)
            if case .alias(let target) = slots[base + appearance] {
                aliases.append(target)
            } else {
                aliases.append(nil)
            }
        }
        guard values.count == width else { return nil }
        let syntax = kept[image]
        return PaletteImage(
            key: syntax.key,
            values: values,
            aliases: aliases,
            explicit: Array(explicit[base..<(base + width)]),
            description: syntax.description,
            deprecation: syntax.deprecation,
            isTemplate: syntax.isTemplate,
            location: syntax.location,
            valueLocations: Array(locations[base..<(base + width)])
        )
    }
}

extension Diagnostic {
    fileprivate static func emptyImageKey(at location: Location?) -> Diagnostic {
        Diagnostic(.invalidKey, "an image key cannot be empty", at: location)
    }

    /// An image without a value for the built-in `appearances` (`light`, `dark`) it must have.
    fileprivate static func imageLacksBuiltIn(
        _ key: String,
        appearances: [String],
        at location: Location?
    )
        -> Diagnostic
    {
        Diagnostic(
            .missingAppearance,
            "image '\(key)' has no \(appearances.map { "'\($0)'" }.joined(separator: " and no ")) value; every image "
                + "needs 'light' and 'dark' (a dark one can be { \"dim\": 0.4 }, the light image dimmed)",
            at: location
        )
    }

    fileprivate static func imageLacksTheme(_ key: String, theme: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "image '\(key)' has no value for theme '\(theme)', which declares no fallback",
            at: location
        )
    }

    fileprivate static func imageIsColor(_ key: String, at location: Location?, color: Location?) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "'\(key)' is both a color and an image; a key names one thing in every output",
            at: location,
            notes: [Note("the color '\(key)' is defined here", at: color)]
        )
    }

    fileprivate static func duplicateImage(_ key: String, at location: Location?, first: Location?) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            first?.path == location?.path
                ? "duplicate image key '\(key)'"
                : "duplicate image key '\(key)': it is also defined in another palette file of this build",
            at: location,
            notes: [Note("'\(key)' first defined here", at: first)]
        )
    }

    fileprivate static func imageNotRead(_ written: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unreadableFile,
            "image '\(written)' was not read: load palettes with PaletteLoader, which reads the files they name",
            at: location
        )
    }

    fileprivate static func unknownDimSource(
        _ name: String,
        key: String,
        known: [Appearance],
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "'from' of image '\(key)' names '\(name)', which is not an appearance; known: "
                + known.map(\.name).joined(separator: ", "),
            at: location
        )
    }
}
