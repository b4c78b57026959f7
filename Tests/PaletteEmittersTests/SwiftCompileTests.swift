import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// Compiles generated Swift with the real compiler: the portable core is built and run on Linux, and the UIKit,
/// AppKit and SwiftUI branches are typechecked against the stub modules.
@Suite struct SwiftCompileTests {
    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func portableCoreCompilesRunsAndReproducesThePalette() throws {
        let folder = try SwiftToolchain.temporaryFolder("run")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftToolchain.write(["Palette.swift": try SwiftFixture.emit(), "main.swift": Self.mainSource], to: folder)
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "-diagnostic-style=llvm", "Palette.swift", "main.swift", "-o", "palette"],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        // The only warnings are the two deprecated constants main.swift uses on purpose.
        let warnings = build.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 2, "\(build.standardError)")
        #expect(warnings.allSatisfy { $0.hasPrefix("main.swift:") })
        #expect(warnings.contains { $0.contains("'default' is deprecated: use \"PGC01\" \\ instead") })
        #expect(warnings.contains { $0.contains("'_01' is deprecated") })

        let run = try Executables.run(folder.appendingPathComponent("palette").path, [], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let actual = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = Self.expectedOutput(SwiftFixture.palette) + [""]
        #expect(actual.count == expected.count)
        for (line, (got, want)) in zip(actual, expected).enumerated() where got != want {
            Issue.record("line \(line + 1):\n  got:  \(got)\n  want: \(want)")
        }
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled), arguments: SwiftToolchain.Platform.allCases)
    func appleBranchesTypecheckAgainstStubsInBothAccessLevels(platform: SwiftToolchain.Platform) throws {
        let internalFile = try SwiftFixture.emit()
        let publicFile = try SwiftFixture.emit(
            options: EmitOptions(
                values: ["typeName": .string("PublicRich"), "accessLevel": .string("public")],
                sourceNames: ["Rich.json"]
            )
        )
        // Every option that changes the code: an app-group suite, no Objective-C class, the shortcuts.
        let optionsFile = try SwiftFixture.emit(
            options: EmitOptions(
                values: [
                    "typeName": .string("Options"), "defaultsSuite": .string("group.\"quoted\\"),
                    "objc": .bool(false), "shortcuts": .bool(true), "webAttribute": .string("data-mode"),
                ],
                sourceNames: ["Rich.json"]
            )
        )
        #expect(publicFile.contains("public enum PublicRich {"))
        #expect(optionsFile.contains("UserDefaults(suiteName: \"group.\\\"quoted\\\\\")"))
        #expect(!optionsFile.contains("ObjC"))
        #expect(optionsFile.contains("    static var pgc01: SwiftUI.Color { Options.Entry.at(0).color }\n"))
        let folder = try SwiftToolchain.temporaryFolder("typecheck-\(platform.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Internal.swift": internalFile, "Public.swift": publicFile, "Options.swift": optionsFile]
        try SwiftToolchain.write(files, to: folder)
        let output = try SwiftToolchain.typecheck(files.keys.sorted(), platform: platform, in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func aThousandColorPaletteCompilesAndItsCoreGivesEveryValueBitForBit() throws {
        let palette = Self.largePalette(count: 1_000)
        let written = palette.entries.flatMap(\.values).filter { $0.authored != nil }
        #expect(written.contains { $0.space == .sRGB } && written.contains { $0.space == .displayP3 })
        #expect(written.contains { $0.isGamutMapped })
        let folder = try SwiftToolchain.temporaryFolder("large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            for entry in Large.Entry.all {
                var line = String(reflecting: entry.key) + "|" + String(reflecting: entry.description)
                for appearance in Large.Appearance.allCases {
                    let value = entry.value(for: appearance)
                    let bits = [value.red, value.green, value.blue, value.alpha].map { String($0.bitPattern, radix: 16) }
                    line += "|" + value.hex + " " + bits.joined(separator: ",") + (value.isDisplayP3 ? " p3" : "")
                }
                print(line)
            }
            print(Large.color0999.key, Large.Entry.entry(forKey: "color.0500")?.key ?? "missing")

            """
        let options = EmitOptions(values: ["typeName": .string("Large")], sourceNames: ["Large.json"])
        try SwiftToolchain.write(
            ["Large.swift": try SwiftFixture.emit(palette, options: options), "main.swift": main],
            to: folder
        )
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "Large.swift", "main.swift", "-o", "large"],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError.prefix(2000))")
        let run = try Executables.run(folder.appendingPathComponent("large").path, [], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        var expected: [String] = []
        for entry in palette.entries {
            var line = String(reflecting: entry.key) + "|" + String(reflecting: entry.description)
            for value in entry.values {
                // What the generated Swift spelled before the data table: exact bytes as `0xHH / 255`, others as
                // the short decimal; the table must decode to those very `Double`s.
                let bits = [value.red, value.green, value.blue, value.alpha].map { component in
                    let double =
                        SwiftDataTable.isExactByte(component)
                        ? Double(Int((component * 255).rounded())) / 255 : Double(ColorValue.decimal(component))!
                    return String(double.bitPattern, radix: 16)
                }
                line += "|" + value.hex + " " + bits.joined(separator: ",") + (value.space == .displayP3 ? " p3" : "")
            }
            expected.append(line)
        }
        expected += ["color.0999 color.0500", ""]
        let actual = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actual.count == expected.count)
        let differing = zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        for (line, (got, want)) in differing.prefix(5) {
            Issue.record("line \(line + 1):\n  got:  \(got)\n  want: \(want)")
        }
    }

    /// A generated palette of `count` colors in light, dark, both high-contrast forms and a theme, with
    /// descriptions, alpha, Display P3, components that are not 8-bit values and colors written in `oklch()`,
    /// `lab()` and `color(rec2020 …)` (inside sRGB, in Display P3, and gamut-mapped into it); deterministic.
    static func largePalette(count: Int) -> Palette {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        func component() -> Double {
            next() % 7 == 0 ? Double(next() % 1_000_001) / 1_000_000 : Double(next() % 256) / 255
        }
        // A color written in a wide space: its display value is sRGB, Display P3, or mapped into P3.
        func writtenColor() -> ColorValue {
            let unit = { Double(next() % 1_000_001) / 1_000_000 }
            let color: AuthoredColor =
                switch next() % 3 {
                case 0: AuthoredColor(space: .oklch, components: [unit(), unit() * 0.4, unit() * 360])
                case 1: AuthoredColor(space: .lab, components: [unit() * 100, unit() * 250 - 125, unit() * 250 - 125])
                default: AuthoredColor(space: .rec2020, components: [unit(), unit(), unit()], alpha: unit())
                }
            return ColorValue(authored: color)
        }
        let appearances = Appearance.builtIn + [Appearance(name: "sepia", scheme: .light, fallback: "light")]
        let entries = (0..<count).map { index in
            Palette.Entry(
                key: "color." + String(repeating: "0", count: 4 - String(index).count) + String(index),
                values: appearances.indices.map { _ in
                    if next() % 4 == 0 { return writtenColor() }
                    return ColorValue(
                        space: next() % 10 == 0 ? .displayP3 : .sRGB,
                        red: component(),
                        green: component(),
                        blue: component(),
                        alpha: next() % 5 == 0 ? component() : 1
                    )
                },
                description: index % 3 == 0
                    ? nil : "Generated color \(index): \"quoted\", a\\b, \u{E9}t\u{E9}.\nSecond line.",
                location: Diagnostic.Location(path: "Large.json", line: index + 1, column: 1)
            )
        }
        return Palette(name: "large", appearances: appearances, entries: entries, sources: ["Large.json"])
    }

    /// The program compiled with the generated file: it prints every entry, lookups, constants and resolution.
    static let mainSource: String = {
        let constants = SwiftFixture.identifiers.map { "RichColors.\($0)" }.joined(separator: ", ")
        return """
            /// A component as an 8-bit value (without libm, which a Foundation-free program does not link).
            func byte(_ value: Double) -> Int { Int(value * 255 + 0.5) }

            for entry in RichColors.Entry.all {
                var line = String(reflecting: entry.key)
                for appearance in RichColors.Appearance.allCases {
                    let value = entry.value(for: appearance)
                    let bytes = [value.red, value.green, value.blue, value.alpha].map { String(byte($0)) }
                    let space = value.isDisplayP3 ? "p3" : "srgb"
                    line += " \\(appearance.rawValue)=\\(value.hex)/\\(bytes.joined(separator: ","))/\\(space)"
                }
                line += " description=" + String(reflecting: entry.description)
                line += " found=\\(RichColors.Entry.entry(forKey: entry.key) == entry)"
                print(line)
            }
            print("missing=\\(RichColors.Entry.entry(forKey: "no such key") == nil)")
            print("constants=" + [\(constants)].map { String(reflecting: $0.key) }.joined(separator: ","))
            for choice in RichColors.AppearanceChoice.allCases {
                for dark in [false, true] {
                    for highContrast in [false, true] {
                        let shown = RichColors.Appearance.resolved(dark: dark, highContrast: highContrast, theme: choice.theme)
                        let forces = choice.forcesDark.map { String($0) } ?? "nil"
                        print("choice=\\(choice.rawValue) forcesDark=\\(forces) dark=\\(dark) hc=\\(highContrast) -> \\(shown.rawValue) isDark=\\(shown.isDark) isHC=\\(shown.isHighContrast)")
                    }
                }
            }

            """
    }()

    /// What the program must print for `palette`, computed from the model alone.
    static func expectedOutput(_ palette: Palette) -> [String] {
        var lines: [String] = []
        for entry in palette.entries {
            var line = String(reflecting: entry.key)
            for (appearance, value) in zip(palette.appearances, entry.values) {
                let c = value.rgba8
                let space = value.space == .displayP3 ? "p3" : "srgb"
                line += " \(appearance.name)=\(value.hex)/\(c.red),\(c.green),\(c.blue),\(c.alpha)/\(space)"
            }
            line += " description=" + String(reflecting: entry.description)
            line += " found=true"
            lines.append(line)
        }
        lines.append("missing=true")
        lines.append("constants=" + palette.entries.map { String(reflecting: $0.key) }.joined(separator: ","))
        let themes = palette.themes
        let choices: [(String, Bool?, Appearance?)] =
            [("system", nil, nil), ("light", false, nil), ("dark", true, nil)]
            + themes.map { ($0.name, $0.scheme == .dark, $0) }
        for (name, forcesDark, theme) in choices {
            for dark in [false, true] {
                for highContrast in [false, true] {
                    let shown: Appearance
                    if let theme, (theme.scheme == .dark) == dark {
                        shown = theme
                    } else {
                        shown =
                            [[.light, .lightHighContrast], [.dark, .darkHighContrast]][dark ? 1 : 0][
                                highContrast ? 1 : 0
                            ]
                    }
                    let forces = forcesDark.map { String($0) } ?? "nil"
                    lines.append(
                        "choice=\(name) forcesDark=\(forces) dark=\(dark) hc=\(highContrast) -> \(shown.name) "
                            + "isDark=\(shown.scheme == .dark) isHC=\(shown.isHighContrast)"
                    )
                }
            }
        }
        return lines
    }
}
