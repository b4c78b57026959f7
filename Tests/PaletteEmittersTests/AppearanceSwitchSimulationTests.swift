import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Runs the generated UIKit code through appearance switches against a simulation of UIKit's documented trait
/// semantics (`Tests/Stubs/UIKitSim`, whose README lists each simulated rule and its Apple source).
///
/// The simulation builds real `CoreGraphics` and `UIKit` modules with the signature stubs' declarations and working
/// bodies: trait collections hold style, contrast and custom traits; window scenes inherit the system's traits,
/// windows their scene's, views their superview's or view controller's, each with its `overrideUserInterfaceStyle`
/// and `traitOverrides` set on top; dynamic colors call their provider with the trait collection they are resolved
/// with. The generated `Palette.swift` and a scenario program are compiled against it and run: two window scenes,
/// three windows (one with a root view controller and subviews), the choices light → sepia → midnight → dark →
/// system, the system style and contrast toggled under `.system`, a theme of its own for one view and for one view
/// controller while the app is dark, a window created later, and a stored choice restored.
///
/// What this proves about the generated code, under those semantics: `AppearanceOverride` sets the interface style
/// and the theme trait on every window of every connected scene, and on the given view or view controller; every
/// step whose shown colors differ from the previous step's changes a trait whose `affectsColorAppearance` is true on
/// every window and view recorded, which is when UIKit resolves dynamic colors again; and resolving each entry's
/// `uiColor` (and `cgColor(for:)`) with a window's or a view's `traitCollection` gives the palette's value for the
/// appearance that should show there. A deliberately broken variant, without the theme trait override, must fail
/// the trait-change check at light → sepia.
///
/// What only a device proves: that real UIKit propagates traits, calls the providers and redraws the views as its
/// documentation says (the simulation encodes the documentation, not UIKit's code), the exceptions the simulation
/// leaves out (README), and the pre-iOS 17 path: on Linux `#available(iOS 17.0, *)` is true, so the path that flips
/// the interface style to make UIKit resolve colors again never runs here.
@Suite struct AppearanceSwitchSimulationTests {
    /// What one step of the scenario must show: an appearance everywhere, except on the targets listed.
    struct Step {
        /// The step's name, as the scenario prints it.
        var name: String
        /// The appearance every target shows unless listed in `exceptions`.
        var shows: String
        /// Targets that show another appearance.
        var exceptions: [String: String] = [:]
    }

    /// One line the scenario printed: what one window or view shows after one step.
    struct Record: Equatable {
        /// The step.
        var step: String
        /// The window or view: `A1`, `A2`, `B1`, `B2` (windows), `A1.vc`, `A1.label`, `A1.badge` (views in `A1`).
        var target: String
        /// Whether a color-affecting trait changed since the target's previous record (`first` for its first).
        var changed: String
        /// The names of the color-affecting traits that changed.
        var traits: String
        /// The appearance `Palette.Appearance.resolved(for:)` gives for the target's traits.
        var appearance: String
        /// Each entry's `uiColor` resolved with the target's traits, and the first entry's `cgColor(for:)`.
        var colors: String
    }

    /// The palette: the four built-in appearances, `sepia` (light scheme) and `midnight` (dark scheme), with a value
    /// for every appearance that differs from each other appearance's in most entries; Display P3 and alpha included.
    static let palette: Palette = {
        let appearances =
            Appearance.builtIn + [
                Appearance(name: "sepia", scheme: .light, fallback: "light"),
                Appearance(name: "midnight", scheme: .dark, fallback: "dark"),
            ]
        let p3 = ColorValue(space: .displayP3, red: 10.0 / 255, green: 132.0 / 255, blue: 1)
        let entries = [
            SwiftFixture.entry("text.primary", ["#000000", "#FFFFFF", "#101010", "#F0F0F0", "#3B2F1E", "#E6EDF7"]),
            SwiftFixture.entry("background.page", ["#FFFFFF", "#000000", "#FAFAFA", "#050505", "#F4ECD8", "#0B1426"]),
            Palette.Entry(
                key: "accent",
                values: ["#007AFF", "#0A84FF", "#0040DD", "#409CFF", "#8B5A2B", "#5E9BFF"].map(SwiftFixture.color)
                    .enumerated().map { $0.offset == 1 ? p3 : $0.element },
                location: Diagnostic.Location(path: "Sim.json", line: 3, column: 1)
            ),
            SwiftFixture.entry(
                "overlay.scrim",
                ["#00000066", "#00000099", "#00000080", "#000000B3", "#3B2F1E4D", "#00000CCC"]
            ),
            // The same in light and sepia: not every color changes at every step.
            SwiftFixture.entry("status.success", ["#34C759", "#30D158", "#248A3D", "#30DB5B", "#34C759", "#32D74B"]),
        ]
        return Palette(name: "Palette", appearances: appearances, entries: entries, sources: ["Sim.json"])
    }()

    /// The generated Swift for `palette`, type `Palette`.
    static func emit() throws -> String {
        try SwiftFixture.emit(
            palette,
            options: EmitOptions(values: ["typeName": .string("Palette")], sourceNames: ["Sim.json"])
        )
    }

    /// The line of the generated per-view apply that puts the choice into the view's (or window's) trait overrides.
    static let themeTraitOverrideLine = "view.traitOverrides[Palette.ThemeTrait.self] = choice\n"

    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func everyColorChangeChangesAColorAffectingTraitAndResolvesTheExpectedAppearance() throws {
        let records = try Self.runScenario(try Self.emit(), purpose: "appearance-switch")
        let problems = Self.problems(in: records)
        for problem in problems {
            Issue.record("\(problem)")
        }
        #expect(records.count == Self.expectedRecords().count)
        // The checks are not vacuous: the theme trait alone changed at light → sepia, on every window.
        for window in ["A1", "A2", "B1"] {
            let sepia = records.first { $0.step == "sepia" && $0.target == window }
            #expect(sepia?.changed == "true" && sepia?.traits == "PaletteTheme", "\(String(describing: sepia))")
        }
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func withoutTheThemeTraitOverrideLightToSepiaChangesNoColorAffectingTrait() throws {
        let generated = try Self.emit()
        #expect(generated.components(separatedBy: Self.themeTraitOverrideLine).count == 2)
        let broken = generated.replacingOccurrences(of: Self.themeTraitOverrideLine, with: "\n")
        let problems = try Self.problems(in: Self.runScenario(broken, purpose: "appearance-switch-broken"))
        for window in ["A1", "A2", "B1"] {
            let expected = "sepia \(window): shows other colors than at light, but no color-affecting trait changed"
            #expect(problems.contains(expected), "\(problems)")
        }
        // The view's own theme is lost too: it shows light (its style) where sepia was asked for.
        #expect(problems.contains { $0.hasPrefix("label-sepia A1.label: shows light, expected sepia") }, "\(problems)")
    }

    /// Compiles `generated` with the scenario against the simulation, runs it and parses what it printed.
    static func runScenario(_ generated: String, purpose: String) throws -> [Record] {
        let simulation = try builtSimulation.get()
        let folder = try SwiftToolchain.temporaryFolder(purpose)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftToolchain.write(["Palette.swift": generated, "main.swift": scenarioSource], to: folder)
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "-warnings-as-errors", "-diagnostic-style=llvm", "-I", simulation.path]
                + ["Palette.swift", "main.swift", "-o", "scenario"]
                + ["libUIKit.a", "libCoreGraphics.a"].map { simulation.appendingPathComponent($0).path },
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        let run = try Executables.run(folder.appendingPathComponent("scenario").path, [], in: folder)
        try #require(run.status == 0, "\(run.standardError)")
        return run.standardOutput.split(separator: "\n").compactMap { parse(String($0)) }
    }

    /// A `record …` line as a `Record`, or `nil` for any other line.
    static func parse(_ line: String) -> Record? {
        guard line.hasPrefix("record ") else { return nil }
        var fields: [String: String] = [:]
        for field in line.dropFirst("record ".count).split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { continue }
            fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        return Record(
            step: fields["step"] ?? "",
            target: fields["target"] ?? "",
            changed: fields["changed"] ?? "",
            traits: fields["traits"] ?? "",
            appearance: fields["appearance"] ?? "",
            colors: fields["colors"] ?? ""
        )
    }

    /// Everything wrong with what the scenario printed: records missing or unexpected, a target showing another
    /// appearance or other values than the palette's for the appearance it should show, and a target showing other
    /// colors than at its previous record without a color-affecting trait change.
    static func problems(in records: [Record]) -> [String] {
        var problems: [String] = []
        let expected = expectedRecords()
        let printed = records.map { "\($0.step) \($0.target)" }
        if printed != expected.map({ "\($0.step) \($0.target)" }) {
            problems.append("records printed: \(printed)")
        }
        let shows = Dictionary(expected.map { ("\($0.step) \($0.target)", $0.appearance) }) { first, _ in first }
        var previous: [String: Record] = [:]
        for record in records {
            let name = "\(record.step) \(record.target)"
            if let appearance = shows[name] {
                if record.appearance != appearance {
                    problems.append("\(name): shows \(record.appearance), expected \(appearance)")
                }
                let colors = expectedColors(appearance)
                if record.colors != colors {
                    problems.append("\(name): colors \(record.colors), expected \(colors)")
                }
            }
            if let before = previous[record.target], before.colors != record.colors, record.changed != "true" {
                problems.append(
                    "\(name): shows other colors than at \(before.step), but no color-affecting trait changed"
                )
            }
            previous[record.target] = record
        }
        return problems
    }

    /// The steps of the scenario, in order, with what each target must show.
    static let steps: [Step] = {
        // From `vc-midnight` on, the view controller (and the badge in its view) has midnight of its own and the
        // label sepia, whatever the app's choice and the system's style.
        let own = ["A1.label": "sepia", "A1.vc": "midnight", "A1.badge": "midnight"]
        return [
            Step(name: "initial", shows: "light"),
            Step(name: "light", shows: "light"),
            Step(name: "sepia", shows: "sepia"),
            Step(name: "midnight", shows: "midnight"),
            Step(name: "dark", shows: "dark"),
            Step(name: "system", shows: "light"),
            Step(name: "system+dark", shows: "dark"),
            Step(name: "system+dark-hc", shows: "dark-hc"),
            Step(name: "system+light-hc", shows: "light-hc"),
            Step(name: "system+light", shows: "light"),
            Step(name: "dark-again", shows: "dark"),
            Step(name: "label-sepia", shows: "dark", exceptions: ["A1.label": "sepia"]),
            Step(name: "vc-midnight", shows: "dark", exceptions: own),
            Step(name: "midnight-again", shows: "midnight", exceptions: own),
            // A window created later follows the system (light: the app's midnight theme needs a dark style) until
            // `apply(to:)` gives it the choice.
            Step(name: "new-window", shows: "midnight", exceptions: own.merging(["B2": "light"]) { $1 }),
            Step(name: "new-window-applied", shows: "midnight", exceptions: own),
            Step(name: "sepia-stored", shows: "sepia", exceptions: own),
            Step(name: "system-again", shows: "light", exceptions: own),
            Step(name: "restored", shows: "sepia", exceptions: own),
            // A theme forces its scheme: the system turning dark changes nothing.
            Step(name: "restored+system-dark", shows: "sepia", exceptions: own),
        ]
    }()

    /// Every record the scenario must print, in order: each step's targets (`B2` from `new-window` on).
    static func expectedRecords() -> [(step: String, target: String, appearance: String)] {
        var records: [(step: String, target: String, appearance: String)] = []
        var targets = ["A1", "A1.vc", "A1.label", "A1.badge", "A2", "B1"]
        for step in steps {
            if step.name == "new-window" { targets.append("B2") }
            for target in targets {
                records.append((step.name, target, step.exceptions[target] ?? step.shows))
            }
        }
        return records
    }

    /// What the scenario prints as `colors=` for an appearance: each entry's value (`/p3` for Display P3), then the
    /// first entry's `cgColor(for:)` value.
    static func expectedColors(_ appearance: String) -> String {
        guard let index = palette.appearances.firstIndex(where: { $0.name == appearance }) else { return "?" }
        /// A value as the scenario prints it.
        func text(_ value: ColorValue) -> String {
            value.hex + (value.space == .displayP3 ? "/p3" : "")
        }
        var colors = palette.entries.map { $0.key + "=" + text($0.values[index]) }
        colors.append("cg:" + palette.entries[0].key + "=" + text(palette.entries[0].values[index]))
        return colors.joined(separator: ";")
    }

    /// The simulation's `CoreGraphics` and `UIKit` modules and static libraries, built once per test run.
    static let builtSimulation: Result<URL, any Error> = Result { try buildSimulation() }

    /// Compiles `Tests/Stubs/UIKitSim` into a temporary folder: CoreGraphics, then UIKit, which imports it.
    static func buildSimulation() throws -> URL {
        let folder = try SwiftToolchain.temporaryFolder("uikit-sim")
        let sources = StubModules.sources.appendingPathComponent("UIKitSim")
        for module in ["CoreGraphics", "UIKit"] {
            let output = try SwiftToolchain.run(
                ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", folder.path]
                    + ["-emit-library", "-static", "-o", "lib\(module).a", "-module-name", module]
                    + [
                        "-emit-module", "-emit-module-path",
                        folder.appendingPathComponent(module + ".swiftmodule").path,
                    ]
                    + [sources.appendingPathComponent(module + ".swift").path],
                in: folder
            )
            guard output.status == 0 else {
                throw SwiftToolchain.Failure(
                    description: "building the \(module) simulation failed:\n\(output.standardError)"
                )
            }
        }
        return folder
    }

    /// The scenario program: sets up the scenes, windows and views, runs the steps and prints a record for every
    /// target after each.
    static let scenarioSource = #"""
        import Foundation
        import UIKit

        /// A component as two upper-case hex digits.
        func hexByte(_ component: CGFloat) -> String {
            let digits = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, and `/p3` for Display P3.
        func hex(_ components: [CGFloat], displayP3: Bool) -> String {
            guard components.count == 4 else { return "unresolved" }
            var text = "#" + components[0..<3].map(hexByte).joined()
            if hexByte(components[3]) != "FF" { text += hexByte(components[3]) }
            return text + (displayP3 ? "/p3" : "")
        }

        /// A resolved `UIColor` as hex.
        func hex(_ color: UIColor) -> String {
            guard let c = color.simulatedComponents else { return "unresolved" }
            return hex([c.red, c.green, c.blue, c.alpha], displayP3: c.isDisplayP3)
        }

        /// A `CGColor` as hex.
        func hex(_ color: CGColor) -> String {
            hex(color.components ?? [], displayP3: color.simulatedColorSpaceName == "displayP3")
        }

        /// The windows and views watched, and the traits each had at its previous record.
        @MainActor final class Recorder {
            /// The targets, by name, in print order.
            var targets: [(name: String, view: UIView)] = []
            /// Each target's traits at its previous record.
            var previous: [String: UITraitCollection] = [:]

            /// Prints, for every target, whether a color-affecting trait changed since its previous record and what
            /// every color resolves to with its traits.
            func record(_ step: String) {
                for (name, view) in targets {
                    let traits = view.traitCollection
                    var changed = "first"
                    var names = "-"
                    if let before = previous[name] {
                        let changes = traits.simulatedColorAffectingChanges(from: before)
                        changed = changes.isEmpty ? "false" : "true"
                        if !changes.isEmpty { names = changes.map { $0.name }.joined(separator: ",") }
                    }
                    previous[name] = traits
                    var colors = Palette.Entry.all.map { $0.key + "=" + hex($0.uiColor.resolvedColor(with: traits)) }
                    let first = Palette.Entry.all[0]
                    colors.append("cg:" + first.key + "=" + hex(first.cgColor(for: traits)))
                    let appearance = Palette.Appearance.resolved(for: traits).rawValue
                    print(
                        "record step=\(step) target=\(name) changed=\(changed) traits=\(names) appearance=\(appearance)"
                            + " colors=" + colors.joined(separator: ";")
                    )
                }
            }
        }

        /// Sets what the user chose in Settings.
        @MainActor func setSystem(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast = .normal) {
            UIApplication.shared.simulatedSystemTraits = UITraitCollection {
                $0.userInterfaceStyle = style
                $0.accessibilityContrast = contrast
            }
        }

        let application = UIApplication.shared
        let sceneA = application.simulatedConnectWindowScene()
        let sceneB = application.simulatedConnectWindowScene()
        let windowA1 = UIWindow(windowScene: sceneA)
        let controller = UIViewController()
        windowA1.rootViewController = controller
        let label = UIView()
        let badge = UIView()
        controller.view.addSubview(label)
        controller.view.addSubview(badge)
        windowA1.makeKeyAndVisible()
        let windowA2 = UIWindow(windowScene: sceneA)
        let windowB1 = UIWindow(windowScene: sceneB)
        setSystem(.light)
        precondition(sceneA.windows.count == 2 && sceneB.windows == [windowB1] && label.window === windowA1)

        let recorder = Recorder()
        recorder.targets = [
            ("A1", windowA1), ("A1.vc", controller.view), ("A1.label", label), ("A1.badge", badge),
            ("A2", windowA2), ("B1", windowB1),
        ]
        recorder.record("initial")
        for choice in [Palette.AppearanceChoice.light, .sepia, .midnight, .dark, .system] {
            Palette.AppearanceOverride.apply(choice, persist: false)
            recorder.record(choice.rawValue)
        }

        setSystem(.dark)
        recorder.record("system+dark")
        setSystem(.dark, .high)
        recorder.record("system+dark-hc")
        setSystem(.light, .high)
        recorder.record("system+light-hc")
        setSystem(.light)
        recorder.record("system+light")

        Palette.AppearanceOverride.apply(.dark, persist: false)
        recorder.record("dark-again")
        Palette.AppearanceOverride.apply(.sepia, to: label)
        recorder.record("label-sepia")
        Palette.AppearanceOverride.apply(.midnight, to: controller)
        recorder.record("vc-midnight")

        Palette.AppearanceOverride.apply(.midnight, persist: false)
        recorder.record("midnight-again")
        let windowB2 = UIWindow(windowScene: sceneB)
        recorder.targets.append(("B2", windowB2))
        recorder.record("new-window")
        Palette.AppearanceOverride.apply(to: windowB2)
        recorder.record("new-window-applied")

        let suite = "palettec-uikit-sim-\(ProcessInfo.processInfo.processIdentifier)"
        guard let defaults = UserDefaults(suiteName: suite) else { fatalError("no defaults suite") }
        Palette.AppearanceOverride.apply(.sepia, persist: true, defaults: defaults)
        recorder.record("sepia-stored")
        Palette.AppearanceOverride.apply(.system, persist: false)
        recorder.record("system-again")
        Palette.AppearanceOverride.restore(from: defaults)
        recorder.record("restored")
        setSystem(.dark)
        recorder.record("restored+system-dark")
        defaults.removePersistentDomain(forName: suite)
        print("choice=\(Palette.AppearanceOverride.choice.rawValue)")

        """#
}
