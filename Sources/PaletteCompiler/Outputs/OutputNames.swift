import Dispatch
import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The names a build's outputs give its colors, checked before anything is emitted: by `build`, `convert`, and
/// `lint` of a configured build, for the formats that build writes and no others.
package enum OutputNames {
    /// Reports keys that become one name in one of `formats` (each pair once); returns the names, by rule kind,
    /// for `EmitOptions.checkedNames`.
    @discardableResult
    package static func check(
        _ palette: Palette,
        formats: [OutputFormat],
        diagnostics: inout DiagnosticBag
    ) -> CheckedNames {
        var found: [NameRule] = []
        var kinds: Set<NameRule.Kind> = []
        for format in formats {
            if let rule = format.emitter.nameRule, kinds.insert(rule.kind).inserted {
                found.append(rule)
            }
        }
        let rules = found
        // Each rule names every key: the rules run side by side, and collisions are reported in rule order.
        let namings = ParallelResults<NameCollisions.Naming>(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { index in
            namings.set(index) { NameCollisions.name(palette.entries, by: rules[index]) }
        }
        var checked = NameCollisions.report(namings.values, of: palette, rules: rules, diagnostics: &diagnostics)
        guard !palette.images.isEmpty else { return checked }
        // Images share each output's names with the colors: an image named like a color, or like another image, is
        // reported once per rule.
        for (naming, rule) in zip(namings.values, rules) {
            let colorNames = palette.entries.indices.map { naming.names[$0] ?? rule.make(palette.entries[$0].key) }
            checked.images[rule.kind] = NameCollisions.nameImages(
                palette,
                by: rule,
                colorNames: colorNames
            ) { diagnostics.report($0) }
        }
        return checked
    }
}
