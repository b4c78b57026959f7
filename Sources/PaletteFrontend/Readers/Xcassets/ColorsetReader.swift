import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one `.colorset/Contents.json` into an entry: Any/Light → `light`, Dark → `dark`, High Contrast →
/// `light-hc`, Dark + High Contrast → `dark-hc`, resolved the way the catalog's lookup falls back.
///
/// Components may be floats, 8-bit integers or `0xNN` strings; color spaces `srgb`, `extended-srgb` (values
/// outside 0–1 are `color-out-of-range`), `display-p3`, `gray-gamma-22` and `extended-gray` (converted to sRGB).
/// System color references are `unsupported-by-format` errors; idiom- and gamut-specific variants are not read
/// (a warning says so). A second item for one appearance is a `duplicate-key` warning (the first is read); a
/// colorset none of whose items has a color (Xcode's empty `AccentColor` placeholder) is skipped with a warning.
enum ColorsetReader {
    /// One item of `colors` that palettec reads.
    private struct Item {
        /// The appearance it is for.
        var appearance: CatalogAppearance
        /// The decoded color, or `nil` after a reported problem.
        var color: ColorValue?
        /// Where the item's `color` is.
        var location: Diagnostic.Location
        /// Where the item itself starts.
        var itemLocation: Diagnostic.Location
    }

    /// The entry for a colorset, keyed `key`, or `nil` for a colorset that holds no color.
    static func entry(
        key: String,
        root: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> EntrySyntax? {
        let keyLocation = file.location(ofOffset: root.offset)
        var entry = EntrySyntax(key: key, location: keyLocation, values: [])
        guard case .object(let fields) = root.value,
            let colors = fields.last(where: { $0.key == "colors" })?.value, case .array(let list) = colors.value
        else {
            diagnostics.report(.colorsetHasNoColors(at: keyLocation))
            return entry
        }
        guard list.contains(where: { member($0, "color") != nil }) else {
            diagnostics.report(.colorsetHoldsNoColor(key, at: file.location(ofOffset: colors.offset)))
            return nil
        }
        var items: [Item] = []
        var skipped: [String] = []
        let hasUniversal = list.contains { field($0, "idiom") == "universal" }
        for node in list {
            let idiom = field(node, "idiom") ?? "universal"
            if hasUniversal ? idiom != "universal" : idiom != (field(list.first, "idiom") ?? "universal") {
                skipped.append("idiom '\(idiom)'")
                continue
            }
            if let gamut = field(node, "display-gamut"), gamut.lowercased() != "srgb" {
                skipped.append("display-gamut '\(gamut)'")
                continue
            }
            if let item = item(node, key: key, file: file, diagnostics: &diagnostics) {
                items.append(item)
            }
        }
        if !skipped.isEmpty {
            diagnostics.report(.onlyUniversalSRGBRead(key, ignored: skipped, at: keyLocation))
        }
        reportRepeatedAppearances(items, key: key, diagnostics: &diagnostics)
        entry.values = values(items)
        return entry
    }

    /// Warns at each item after the first for the same appearance, which the lookup never reaches.
    private static func reportRepeatedAppearances(_ items: [Item], key: String, diagnostics: inout DiagnosticBag) {
        var first: [CatalogAppearance: Item] = [:]
        for item in items {
            guard let earlier = first[item.appearance] else {
                first[item.appearance] = item
                continue
            }
            diagnostics.report(
                .secondColorForAppearance(
                    key,
                    item.appearance.name,
                    first: earlier.itemLocation,
                    at: item.itemLocation
                )
            )
        }
    }

    /// The values an entry gets from its items, following the catalog's fallbacks.
    private static func values(_ items: [Item]) -> [ValueSyntax] {
        let chosen = CatalogAppearance.values { appearance in items.first { $0.appearance == appearance } }
        return chosen.compactMap { slot in
            slot.item.color.map {
                ValueSyntax(appearance: slot.appearance, content: .color($0), location: slot.item.location)
            }
        }
    }

    /// Reads one item of `colors`, or `nil` for an item that is not a color variant.
    private static func item(
        _ node: SyntaxNode,
        key: String,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Item? {
        guard case .object(let fields) = node.value else { return nil }
        // An appearance palettec does not read (a luminosity other than light or dark) leaves the item out.
        var unread: String?
        guard let appearance = CatalogAppearance.of(node, unread: &unread),
            let colorNode = fields.last(where: { $0.key == "color" })?.value
        else { return nil }
        let location = file.location(ofOffset: colorNode.offset)
        let color = decodeColor(colorNode, key: key, location: location, diagnostics: &diagnostics)
        return Item(
            appearance: appearance,
            color: color,
            location: location,
            itemLocation: file.location(ofOffset: node.offset)
        )
    }

    /// The color of a `color` object, or `nil` after reporting why it cannot be read.
    private static func decodeColor(
        _ node: SyntaxNode,
        key: String,
        location: Diagnostic.Location,
        diagnostics: inout DiagnosticBag
    ) -> ColorValue? {
        if let reference = field(node, "reference") {
            diagnostics.report(.systemColorReference(key, reference, at: location))
            return nil
        }
        let space = field(node, "color-space") ?? "srgb"
        var components: [String: String] = [:]
        if case .object(let members)? = member(node, "components")?.value.value {
            for member in members {
                switch member.value.value {
                case .string(let text), .number(let text): components[member.key] = text
                default: break
                }
            }
        }
        func component(_ name: String) -> Double? {
            guard let text = components[name] else {
                diagnostics.report(.missingComponent(key, name, at: location))
                return nil
            }
            switch ColorsetComponent.decode(text, snapping: space != "display-p3") {
            case .value(let value, let integer):
                if name == "alpha", integer, value < 1 {
                    diagnostics.report(.alphaWithoutDecimalPoint(key, text, at: location))
                }
                return value
            case .invalid:
                diagnostics.report(.componentIsNotANumber(key, name, text, at: location))
                return nil
            }
        }
        let alpha = component("alpha")
        let color: ColorValue
        switch space {
        case "srgb", "extended-srgb", "display-p3":
            guard let red = component("red"), let green = component("green"), let blue = component("blue"), let alpha
            else { return nil }
            color = ColorValue(
                space: space == "display-p3" ? .displayP3 : .sRGB,
                red: red,
                green: green,
                blue: blue,
                alpha: alpha
            )
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white"), let alpha else { return nil }
            // Gray gamma 2.2 is converted through linear light to sRGB's own curve.
            let gray = space == "gray-gamma-22" ? sRGBEncoded(pow(max(0, white), 2.2)) : white
            color = ColorValue(red: gray, green: gray, blue: gray, alpha: alpha)
        default:
            diagnostics.report(.unsupportedColorSpace(key, space, at: location))
            return nil
        }
        let values = [color.red, color.green, color.blue, color.alpha]
        if values.contains(where: { $0 < 0 || $0 > 1 }) {
            diagnostics.report(.componentOutsideGamut(key, space, at: location))
            return nil
        }
        return color
    }

    /// The sRGB transfer function applied to a linear value.
    private static func sRGBEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The last member named `name` of an object node.
    static func member(_ node: SyntaxNode?, _ name: String) -> SyntaxNode.Member? {
        guard case .object(let members)? = node?.value else { return nil }
        return members.last { $0.key == name }
    }

    /// The string value of a member of an object node.
    static func field(_ node: SyntaxNode?, _ name: String) -> String? {
        guard case .string(let text)? = member(node, name)?.value.value else { return nil }
        return text
    }
}

extension Diagnostic {
    fileprivate static func colorsetHasNoColors(at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "a colorset's Contents.json needs a 'colors' array", at: location)
    }

    /// A warning at the `colors` array; the colorset is skipped.
    fileprivate static func colorsetHoldsNoColor(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': this colorset holds no color (none of its \"colors\" has a \"color\", as in Xcode's empty placeholder); it is skipped",
            at: location,
            severity: .warning
        )
    }

    /// A warning at the second item for `appearance`, with a note at the first.
    fileprivate static func secondColorForAppearance(
        _ key: String,
        _ appearance: String,
        first: Location,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "'\(key)' has a second color for \(appearance); the first, at line \(first.line), is read and this one is not",
            at: location,
            severity: .warning,
            notes: [Note("the first color for \(appearance)", at: first)]
        )
    }

    /// A warning; `ignored` describes each item left out (`idiom 'iphone'`), repeats allowed.
    fileprivate static func onlyUniversalSRGBRead(_ key: String, ignored: [String], at location: Location) -> Diagnostic
    {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': only universal, sRGB-gamut colors are read; ignored \(Set(ignored).sorted().joined(separator: ", "))",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func systemColorReference(
        _ key: String,
        _ reference: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)' refers to the system color '\(reference)', whose value the platform decides; a palette needs the color itself",
            at: location
        )
    }

    fileprivate static func missingComponent(_ key: String, _ name: String, at location: Location?) -> Diagnostic {
        Diagnostic(.missingField, "'\(key)': the color has no '\(name)' component", at: location)
    }

    /// A warning.
    fileprivate static func alphaWithoutDecimalPoint(
        _ key: String,
        _ text: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "'\(key)': alpha '\(text)' has no decimal point, so Xcode reads it as \(text)/255; write \"1.000\"-style floats",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func componentIsNotANumber(
        _ key: String,
        _ name: String,
        _ text: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(.invalidColor, "'\(key)': component \(name) '\(text)' is not a number", at: location)
    }

    fileprivate static func unsupportedColorSpace(_ key: String, _ space: String, at location: Location?) -> Diagnostic
    {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': color space '\(space)' is not supported; use srgb, display-p3 or gray-gamma-22",
            at: location
        )
    }

    fileprivate static func componentOutsideGamut(_ key: String, _ space: String, at location: Location?) -> Diagnostic
    {
        Diagnostic(
            .colorOutOfRange,
            "'\(key)': a component is outside 0–1 (\(space)); palettec holds colors within the sRGB and Display P3 gamuts",
            at: location
        )
    }
}
