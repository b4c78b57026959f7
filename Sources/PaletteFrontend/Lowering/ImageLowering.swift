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
    private enum State {
        case unvisited
        case inProgress
        case done(ImageValue)
        case failed
    }

    /// The kept images (not empty, not repeated, not a color key), as written.
    private var kept: [ImageEntrySyntax] = []
    /// The position of each kept image by key.
    private var keyIndex: [String: Int] = [:]
    /// The appearances.
    private let appearances: [Appearance]
    /// `width` slots per kept image.
    private var slots: [Slot] = []
    /// Where each slot's value was written (a fallback copies it along).
    private var locations: [Diagnostic.Location?] = []
    /// Whether each slot was written for its appearance rather than taken from a fallback.
    private var explicit: [Bool] = []
    /// Resolution states, per slot.
    private var states: [State] = []
    /// Problems reported once per place or loop.
    private var reported: Set<String> = []
    /// The kept images with a value that was reported: what they lack is not reported again.
    private var flawed: Set<Int> = []
    /// Whether a value is missing or failed without a diagnostic of its own because an earlier error explains it.
    private(set) var excused = false

    /// The number of appearances.
    private var width: Int { appearances.count }

    /// Validates the images of `documents`; `colorKeys` and `colorLocation` tell the build's color keys.
    static func lower(
        _ documents: [PaletteDocument],
        colorKeys: [String: Int],
        colorLocation: (Int) -> Diagnostic.Location?,
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) -> (images: [PaletteImage], excused: Bool) {
        guard documents.contains(where: { !$0.images.isEmpty }) else { return ([], false) }
        var lowering = ImageLowering(appearances: table.appearances)
        for document in documents {
            for image in document.images {
                lowering.keep(image, colorKeys: colorKeys, colorLocation: colorLocation, diagnostics: &diagnostics)
            }
        }
        lowering.slots = Array(repeating: .missing, count: lowering.kept.count * lowering.width)
        lowering.locations = Array(repeating: nil, count: lowering.slots.count)
        lowering.explicit = Array(repeating: false, count: lowering.slots.count)
        lowering.states = Array(repeating: .unvisited, count: lowering.slots.count)
        for image in lowering.kept.indices {
            lowering.fill(image, table: table, diagnostics: &diagnostics)
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

    private init(appearances: [Appearance]) {
        self.appearances = appearances
    }

    /// Keeps an image unless its key is empty, a color's or another image's.
    private mutating func keep(
        _ image: ImageEntrySyntax,
        colorKeys: [String: Int],
        colorLocation: (Int) -> Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) {
        if image.key.isEmpty {
            diagnostics.report(Diagnostic(.invalidKey, "an image key cannot be empty", at: image.location))
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

    /// Turns the written values of a kept image into its slots.
    private mutating func fill(_ image: Int, table: AppearanceTable, diagnostics: inout DiagnosticBag) {
        let base = image * width
        var writers = [Int](repeating: -1, count: width)
        let values = kept[image].values
        for value in values.indices {
            let slot = parse(values[value], key: kept[image].key, table: table, diagnostics: &diagnostics)
            if case .invalid = slot { flawed.insert(image) }
            guard let name = values[value].appearance else {
                for index in base..<(base + width) {
                    slots[index] = slot
                    locations[index] = values[value].location
                    explicit[index] = true
                }
                continue
            }
            guard let index = table.position(of: name) else {
                if !table.rejected.contains(name) {
                    let syntax = ValueSyntax(
                        appearance: name,
                        appearanceLocation: values[value].appearanceLocation,
                        content: .reported,
                        location: values[value].location
                    )
                    diagnostics.report(
                        PaletteLowering.unknownAppearance(name, value: syntax, key: kept[image].key, table: table)
                    )
                }
                flawed.insert(image)
                continue
            }
            if writers[index] >= 0 {
                let earlier = values[writers[index]]
                diagnostics.report(
                    Diagnostic(
                        .duplicateKey,
                        "image '\(kept[image].key)' has two '\(name)' values",
                        at: values[value].appearanceLocation ?? values[value].location,
                        notes: [
                            Diagnostic.Note(
                                "first '\(name)' value here",
                                at: earlier.appearanceLocation ?? earlier.location
                            )
                        ]
                    )
                )
                continue
            }
            writers[index] = value
            slots[base + index] = slot
            locations[base + index] = values[value].location
            explicit[base + index] = true
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
        var missing: [Int] = []
        for index in 0..<width {
            guard case .missing = slots[base + index] else { continue }
            var next = appearances[index].fallback
            var steps = 0
            var source: Int?
            while let name = next, let position = table.index[name], steps < width {
                if explicit[base + position] {
                    source = position
                    break
                }
                next = appearances[position].fallback
                steps += 1
            }
            if let source {
                slots[base + index] = slots[base + source]
                locations[base + index] = locations[base + source]
            } else if appearances[index].fallback != nil || table.brokenFallbacks.contains(index) {
                // A chain that ends nowhere is reported once, at the appearance it ends in.
                if table.brokenFallbacks.contains(index) { excused = true }
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
        let builtIn = missing.filter { appearances[$0].isBuiltIn }.map { "'\(appearances[$0].name)'" }
        if !builtIn.isEmpty {
            diagnostics.report(
                Diagnostic(
                    .missingAppearance,
                    "image '\(kept[image].key)' has no \(builtIn.joined(separator: " and no ")) value; every image "
                        + "needs 'light' and 'dark' (a dark one can be { \"dim\": 0.4 }, the light image dimmed)",
                    at: kept[image].location
                )
            )
        }
        for index in missing where !appearances[index].isBuiltIn {
            diagnostics.report(
                Diagnostic(
                    .missingAppearance,
                    "image '\(kept[image].key)' has no value for theme '\(appearances[index].name)', which declares "
                        + "no fallback",
                    at: kept[image].location
                )
            )
        }
    }

    /// The model's image, with every slot resolved, or `nil` when a slot could not be.
    private mutating func make(
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
            location: syntax.location
        )
    }

    /// Resolves one slot through aliases and `dim`, iteratively, reporting unknown targets, loops and dims that
    /// cannot be made, each once.
    private mutating func resolve(
        _ start: Int,
        colorKeys: [String: Int],
        diagnostics: inout DiagnosticBag
    ) -> ImageValue? {
        var chain: [Int] = []
        var current = start
        var outcome: ImageValue?
        walk: while true {
            switch states[current] {
            case .done(let value):
                outcome = value
                break walk
            case .failed:
                break walk
            case .inProgress:
                reportCycle(chain, from: current, diagnostics: &diagnostics)
                break walk
            case .unvisited:
                break
            }
            switch slots[current] {
            case .file(let file):
                outcome = .file(file)
                states[current] = .done(.file(file))
                break walk
            case .missing, .invalid:
                states[current] = .failed
                break walk
            case .alias(let target):
                states[current] = .inProgress
                chain.append(current)
                guard let next = keyIndex[target] else {
                    if reported.insert("unknown|\(String(describing: locations[current]))|\(target)").inserted {
                        diagnostics.report(unknownTarget(target, of: current / width, colorKeys: colorKeys, current))
                    }
                    break walk
                }
                current = next * width + current % width
            case .dim(_, let from):
                states[current] = .inProgress
                chain.append(current)
                current = (current / width) * width + from
            }
        }
        for member in chain.reversed() {
            if case .dim(let opacity, let from) = slots[member], let value = outcome {
                outcome = dimmed(value, opacity: opacity, from: from, at: member, diagnostics: &diagnostics)
            }
            states[member] = outcome.map { .done($0) } ?? .failed
        }
        return outcome
    }

    /// The value at `slot` dimmed by `opacity`, or `nil` after reporting why it cannot be.
    private mutating func dimmed(
        _ value: ImageValue,
        opacity: Double,
        from: Int,
        at slot: Int,
        diagnostics: inout DiagnosticBag
    ) -> ImageValue? {
        let key = kept[slot / width].key
        let tag = "dim|\(String(describing: locations[slot]))"
        switch value {
        case .dimmed:
            if reported.insert(tag).inserted {
                diagnostics.report(
                    Diagnostic(
                        .invalidImageValue,
                        "image '\(key)' dims its '\(appearances[from].name)' value, which is itself dimmed; dim an "
                            + "appearance that shows a file (such as 'light')",
                        at: locations[slot]
                    )
                )
            }
            return nil
        case .file(let file) where file.kind.isVector:
            if reported.insert(tag).inserted {
                diagnostics.report(
                    Diagnostic(
                        .invalidImageValue,
                        "image '\(key)' dims '\(file.written)', which is \(ImageFileReader.name(of: file.kind)); 'dim' "
                            + "needs a PNG or JPEG (outputs that copy files cannot dim vector artwork without drawing "
                            + "it), so give a dark file instead",
                        at: locations[slot]
                    )
                )
            }
            return nil
        case .file(let file):
            return .dimmed(file, opacity: opacity)
        }
    }

    /// The diagnostic for an alias in `slot` to `target`, which is no image.
    private func unknownTarget(_ target: String, of image: Int, colorKeys: [String: Int], _ slot: Int) -> Diagnostic {
        let key = kept[image].key
        if colorKeys[target] != nil {
            return Diagnostic(
                .unknownAlias,
                "image '\(key)' refers to '{\(target)}', which is a color; an image alias names another image",
                at: locations[slot]
            )
        }
        var message = "image '\(key)' refers to '{\(target)}', which is not an image"
        if let suggestion = Suggestion.closest(to: target, in: kept.map(\.key)) {
            message += "; did you mean '{\(suggestion)}'?"
        }
        return Diagnostic(.unknownAlias, message, at: locations[slot])
    }

    /// Reports the loop `chain` ran into at `repeated`, once per set of images.
    private mutating func reportCycle(_ chain: [Int], from repeated: Int, diagnostics: inout DiagnosticBag) {
        guard let start = chain.firstIndex(of: repeated) else { return }
        let members = Array(chain[start...])
        let tag = "cycle|" + Set(members.map { $0 / width }).sorted().map(String.init).joined(separator: ",")
        guard reported.insert(tag).inserted else { return }
        let throughDim = members.contains { if case .dim = slots[$0] { true } else { false } }
        let sameAppearance = !throughDim && Set(members.map { $0 % width }).count == 1
        let (images, names, count) = (kept, appearances.map(\.name), width)
        let name = { (slot: Int) -> String in
            let key = "'\(images[slot / count].key)'"
            return sameAppearance ? key : "\(key) (\(names[slot % count]))"
        }
        let loop = (members + [members[0]]).map(name).joined(separator: " → ")
        let place = sameAppearance ? " in '\(appearances[members[0] % width].name)'" : ""
        diagnostics.report(
            Diagnostic(
                .aliasCycle,
                throughDim ? "image values form a loop through 'dim': \(loop)" : "image alias cycle\(place): \(loop)",
                at: locations[members[0]],
                notes: members.dropFirst().map {
                    Diagnostic.Note("\(name($0)) continues the loop here", at: locations[$0])
                }
            )
        )
    }

    /// Warns where an appearance's raster file differs in size, in points, from the light one.
    private mutating func checkSizes(_ image: PaletteImage, diagnostics: inout DiagnosticBag) {
        guard let base = keyIndex[image.key].map({ $0 * width }), let light = Self.points(image.values[0].file)
        else { return }
        for appearance in 1..<width where explicit[base + appearance] {
            // Aliases on both sides compare other images' values, which those images report themselves.
            if case .alias = slots[base + appearance], case .alias = slots[base] { continue }
            guard let points = Self.points(image.values[appearance].file), points.size != light.size else { continue }
            guard reported.insert("size|\(String(describing: locations[base + appearance]))").inserted else { continue }
            diagnostics.report(
                Diagnostic(
                    .imageSizeMismatch,
                    "image '\(image.key)' is \(points.text) in '\(appearances[appearance].name)' but \(light.text) in "
                        + "'light'; layouts jump when the appearance changes",
                    at: locations[base + appearance],
                    notes: [Diagnostic.Note("the 'light' image", at: locations[base])]
                )
            )
        }
    }

    /// A raster file's size in points, in hundredths (pixels over the scale), and as text; `nil` for vectors.
    private static func points(_ file: ImageFile) -> (size: [Int], text: String)? {
        guard let pixels = file.pixelSize else { return nil }
        let scale = max(file.scale, 1)
        let size = [pixels.width, pixels.height].map { ($0 * 100 + scale / 2) / scale }
        let number = { (hundredths: Int) -> String in
            let fraction = hundredths % 100
            guard fraction != 0 else { return "\(hundredths / 100)" }
            let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
            return "\(hundredths / 100).\(digits)"
        }
        return (
            size, "\(number(size[0]))×\(number(size[1])) points (\(pixels.width)×\(pixels.height) px at @\(scale)x)"
        )
    }
}

extension Diagnostic {
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
