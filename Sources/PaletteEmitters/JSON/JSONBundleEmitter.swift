public import PaletteModel

/// Writes the JSON runtime bundle: every color's resolved value per appearance, looked up by its verbatim key.
///
/// Shape (described by `Docs/palette-bundle.schema.json`), fields always in this order:
/// - `$comment`: the DO-NOT-EDIT header; `version`: `1`; `name`; `description` (only when the palette has one);
/// - `appearances`: the appearance names in palette order; `schemes`: appearance → `light` or `dark`;
/// - `colors`: key → appearance → `#RRGGBBAA` (upper-case, alpha last, 8-bit) for every appearance. A Display
///   P3 value is given here as its clamped sRGB conversion, so `colors` alone always works;
/// - `p3`: key → appearance → `color(display-p3 r g b / a)` for exactly the values that are Display P3;
/// - `aliases`: key → appearance → target key, for the values that were written as `{KEY}`;
/// - `descriptions`: key → text; `deprecated`: key → message, or `true` when there is none.
///
/// Keys keep palette order; every key and appearance map is on one line, other levels indent by two spaces.
/// `p3`, `aliases`, `descriptions` and `deprecated` are present even when empty. Two entries with one key
/// (which lowering never produces) are a `name-collision` error and the second is left out.
public struct JSONBundleEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// The bundle takes no options.
    public var optionSpecs: [OptionSpec] { [] }

    /// Renders the bundle.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let entries = uniqueEntries(palette, diagnostics: &diagnostics)
        let appearances = palette.appearances
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 &+ entries.count &* (32 &+ appearances.count &* 24))

        bytes.append(contentsOf: "{\n  \"$comment\": ".utf8)
        JSONQuoter.append(GeneratedHeader.sentence(sources: options.sourceNames), to: &bytes)
        bytes.append(contentsOf: ",\n  \"version\": 1,\n  \"name\": ".utf8)
        JSONQuoter.append(palette.name, to: &bytes)
        if let description = palette.description {
            bytes.append(contentsOf: ",\n  \"description\": ".utf8)
            JSONQuoter.append(description, to: &bytes)
        }
        bytes.append(contentsOf: ",\n  \"appearances\": [".utf8)
        for (position, appearance) in appearances.enumerated() {
            if position > 0 { bytes.append(contentsOf: [0x2C, 0x20]) }
            JSONQuoter.append(appearance.name, to: &bytes)
        }
        bytes.append(contentsOf: "],\n  \"schemes\": {".utf8)
        for (position, appearance) in appearances.enumerated() {
            if position > 0 { bytes.append(contentsOf: [0x2C, 0x20]) }
            JSONQuoter.append(appearance.name, to: &bytes)
            bytes.append(contentsOf: [0x3A, 0x20])
            JSONQuoter.append(appearance.scheme.rawValue, to: &bytes)
        }
        bytes.append(0x7D)

        appendSection(.colors, entries, appearances: appearances, to: &bytes)
        appendSection(.p3, entries, appearances: appearances, to: &bytes)
        appendSection(.aliases, entries, appearances: appearances, to: &bytes)
        appendTextSection("descriptions", entries, to: &bytes) { entry in
            entry.description.map { .string($0) }
        }
        appendTextSection("deprecated", entries, to: &bytes) { entry in
            entry.deprecation.map { deprecation in deprecation.message.map { .string($0) } ?? .true }
        }
        bytes.append(contentsOf: "\n}\n".utf8)
        return [GeneratedFile(contents: bytes)]
    }

    /// A per-key value of a text section.
    private enum TextValue {
        /// A JSON string.
        case string(String)
        /// JSON `true`.
        case `true`
    }

    /// The entries in palette order, leaving out (and reporting) repeated keys and entries whose values do not
    /// cover every appearance.
    private func uniqueEntries(_ palette: Palette, diagnostics: inout DiagnosticBag) -> [Palette.Entry] {
        var result: [Palette.Entry] = []
        result.reserveCapacity(palette.entries.count)
        var firstByKey: [String: Int] = [:]
        firstByKey.reserveCapacity(palette.entries.count)
        for entry in palette.entries {
            if let problem = ModelChecks.valueCountProblem(entry, in: palette, checkingAliases: true) {
                diagnostics.report(problem)
                continue
            }
            if let first = firstByKey[entry.key] {
                diagnostics.report(
                    Diagnostic(
                        .nameCollision,
                        "'\(entry.key)' appears twice; a JSON bundle key must be unique",
                        at: entry.location,
                        notes: [Diagnostic.Note("'\(entry.key)' is first defined here", at: result[first].location)]
                    )
                )
                continue
            }
            firstByKey[entry.key] = result.count
            result.append(entry)
        }
        return result
    }

    /// The sections that map each key to some of its appearances.
    private enum Section: String {
        /// Every appearance's sRGB `#RRGGBBAA`.
        case colors
        /// The Display P3 values only.
        case p3
        /// The alias targets only.
        case aliases
    }

    /// Appends `"section": { "KEY": {"appearance": "text", …}, … }`, one line per entry that has any text.
    private func appendSection(
        _ section: Section,
        _ entries: [Palette.Entry],
        appearances: [Appearance],
        to bytes: inout [UInt8]
    ) {
        bytes.append(contentsOf: ",\n  \"\(section.rawValue)\": {".utf8)
        var wroteEntry = false
        for entry in entries {
            let lineStart = bytes.count
            bytes.append(contentsOf: wroteEntry ? ",\n    ".utf8 : "\n    ".utf8)
            JSONQuoter.append(entry.key, to: &bytes)
            bytes.append(contentsOf: ": {".utf8)
            var wroteValue = false
            for index in appearances.indices {
                let value = entry.values[index]
                let alias = entry.aliases[index]
                switch section {
                case .colors: break
                case .p3: if value.space != .displayP3 { continue }
                case .aliases: if alias == nil { continue }
                }
                if wroteValue { bytes.append(contentsOf: [0x2C, 0x20]) }
                JSONQuoter.append(appearances[index].name, to: &bytes)
                bytes.append(contentsOf: [0x3A, 0x20])
                switch section {
                case .colors:
                    bytes.append(0x22)
                    HexEncoder.append(value.sRGB, HexEncoder.ColorSpelling(alpha: .last), to: &bytes)
                    bytes.append(0x22)
                case .p3: JSONQuoter.append(CSSSyntax.displayP3(value), to: &bytes)
                case .aliases: JSONQuoter.append(alias ?? "", to: &bytes)
                }
                wroteValue = true
            }
            if wroteValue {
                bytes.append(0x7D)
                wroteEntry = true
            } else {
                bytes.removeSubrange(lineStart...)
            }
        }
        bytes.append(contentsOf: wroteEntry ? "\n  }".utf8 : "}".utf8)
    }

    /// Appends `"name": { "KEY": <text or true>, … }` for the entries that have a value.
    private func appendTextSection(
        _ name: String,
        _ entries: [Palette.Entry],
        to bytes: inout [UInt8],
        value: (Palette.Entry) -> TextValue?
    ) {
        bytes.append(contentsOf: ",\n  \"\(name)\": {".utf8)
        var wroteEntry = false
        for entry in entries {
            guard let text = value(entry) else { continue }
            bytes.append(contentsOf: wroteEntry ? ",\n    ".utf8 : "\n    ".utf8)
            JSONQuoter.append(entry.key, to: &bytes)
            bytes.append(contentsOf: [0x3A, 0x20])
            switch text {
            case .string(let string): JSONQuoter.append(string, to: &bytes)
            case .true: bytes.append(contentsOf: "true".utf8)
            }
            wroteEntry = true
        }
        bytes.append(contentsOf: wroteEntry ? "\n  }".utf8 : "}".utf8)
    }
}
