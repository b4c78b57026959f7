import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

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
        #expect(publicFile.contains("public enum PublicRich {"))
        let folder = try SwiftToolchain.temporaryFolder("typecheck-\(platform.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftToolchain.write(["Internal.swift": internalFile, "Public.swift": publicFile], to: folder)
        let output = try SwiftToolchain.typecheck(["Internal.swift", "Public.swift"], platform: platform, in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
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
