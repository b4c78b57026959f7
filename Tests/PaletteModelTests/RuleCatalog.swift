import PaletteModel

/// Renders the catalog of every diagnostic rule: `Docs/Diagnostics.md` is this text, which `RuleCatalogTests` keeps
/// current and records with `PALETTEC_RECORD=1` (`make golden`).
enum RuleCatalog {
    /// The Markdown document listing every rule with its default severity and summary.
    static var markdown: String {
        var text = """
            # Diagnostics

            <!-- Generated from Sources/PaletteModel/Diagnostics/Rule.swift by `make golden`. Do not edit by hand. -->

            Every problem palettec reports has a stable rule id, printed at the end of the line:

            ```
            Palettes/Brand.json:14:5: error: duplicate key 'PGC01'; Foundation would silently keep only one of them [duplicate-key]
            Palettes/Brand.json:3:5: note: 'PGC01' first defined here
            ```

            Lines and columns are 1-based; columns count Unicode scalars. Related places follow as `note:` lines.
            `--format github` prints GitHub Actions annotations and `--format json` a machine-readable list.
            Text from palettes, paths and arguments never reaches the terminal raw: C0 and C1 controls, DEL, the bidi
            controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and U+2028, U+2029 print as `\\u{1B}`
            (Swift's spelling; in quoted lines too, with the caret still under its column, a tab there shown as a
            space), and `--format json` writes them as `\\u001b`, so the JSON text is exact but never raw.
            Warnings do not fail a run unless `--warnings-as-errors` is given.

            A cause is reported once: what follows from an error (a missing value beside a value that could not be
            read, an alias into it, a missing value for a theme whose fallback is wrong) is not reported again.
            When more than \(DiagnosticSummary.threshold) errors of one rule share a likely cause, they print as one error that names
            the cause and the fix, with the first \(DiagnosticSummary.listed) as notes; the others are left out and the message
            says how many:

            ```
            semantic.tokens.json:3:22: error: 8 aliases refer to keys under 'core', which no file of this build defines; add the file that defines them to the build (on the command line or in palettec.json's 'palettes'); the first 3 follow, 5 more are not shown [unknown-alias]
            semantic.tokens.json:3:22: note: 'color.text' refers to '{core.gray.900}', which is not defined
            semantic.tokens.json:4:22: note: 'color.page' refers to '{core.gray.50}', which is not defined
            semantic.tokens.json:5:24: note: 'color.accent' refers to '{core.blue.500}', which is not defined
            ```

            The causes summarized: `unknown-alias` into a group of keys (`core` of `core.blue.500`, `PGC` of
            `PGC01`) that no key of the build is in and that is no typo of one (a file left out of the build), and
            `missing-appearance` of one appearance in many colors of one file (a light file without its dark
            counterpart, or a theme without a fallback).

            | rule | severity | meaning |
            | --- | --- | --- |

            """
        for rule in Rule.allCases {
            text += "| `\(rule.rawValue)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        return text
    }
}
