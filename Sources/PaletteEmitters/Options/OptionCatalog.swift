/// Every output format's options, rendered from the formats' own `OptionSpec`s: the `OUTPUT OPTIONS` part of
/// `palettec help build` and the options table of `Docs/Configuration.md`, so neither can drift from the code.
public enum OptionCatalog {
    /// The formats' options as help text, one block per format that has options.
    public static var helpText: String {
        var text = "OUTPUT OPTIONS (in an output of palettec.json):\n"
        for format in OutputFormat.allCases {
            let specs = format.emitter.optionSpecs
            guard !specs.isEmpty else { continue }
            text += "  \(format.rawValue)\n"
            for spec in specs {
                let name = spec.name + String(repeating: " ", count: max(2, 18 - spec.name.count))
                text += "    \(name)\(spec.kindDescription()); default: \(spec.defaultValue)\n"
                text += "    \(String(repeating: " ", count: name.count))\(plain(spec.help))\n"
            }
        }
        return text + "Formats not listed take no options.\n"
    }

    /// The formats' options as a Markdown table.
    public static var markdown: String {
        var text = "| format | option | value | default | what it does |\n| --- | --- | --- | --- | --- |\n"
        for format in OutputFormat.allCases {
            let specs = format.emitter.optionSpecs
            if specs.isEmpty {
                text += "| `\(format.rawValue)` | — | | | takes no options |\n"
            }
            for spec in specs {
                var help = spec.help
                if !spec.formerNames.isEmpty {
                    help += " Formerly " + spec.formerNames.map { "`\($0)`" }.joined(separator: ", ") + "."
                }
                let value = spec.kindDescription { "`\($0)`" }
                text += "| `\(format.rawValue)` | `\(spec.name)` | \(value) | \(spec.defaultValue) | \(help) |\n"
            }
        }
        return text
    }

    /// Help text without Markdown code marks.
    private static func plain(_ text: String) -> String {
        String(text.filter { $0 != "`" })
    }
}
