/// The SwiftUI part of the generated Swift (inside `#if canImport(SwiftUI)`): `Entry.color` bridged from the dynamic
/// UIKit or AppKit color, the choice's `ColorScheme`, an environment value that carries the choice (bridged to the
/// UIKit theme trait on iOS 17), a view modifier that applies a choice to a hierarchy, and observable models of the
/// app's choice for SwiftUI views (`@Observable` on iOS 17, `ObservableObject` before).
enum SwiftUIColorSection {
    /// Writes the SwiftUI extensions, choosing the UIKit or AppKit bridge by `canImport`.
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let environment = plan.environmentName
        let modifier = plan.modifierName
        printer.lines(
            """
            #if canImport(UIKit) && !os(watchOS)
            extension \(type).Entry {
                /// This color for SwiftUI, bridged from the dynamic `uiColor` (`Color(_: UIColor)`, iOS 13): it follows the
                /// environment's color scheme and contrast, and the palette's theme.
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)var color: SwiftUI.Color {
                    SwiftUI.Color(uiColor)
                }
            }
            #elseif canImport(AppKit)
            extension \(type).Entry {
                /// This color for SwiftUI, bridged from the dynamic `nsColor` (`Color(_: NSColor)`, macOS 10.15): it follows
                /// the environment's color scheme and contrast.
                @available(macOS 10.15, *)
                \(access)var color: SwiftUI.Color {
                    SwiftUI.Color(nsColor)
                }
            }
            #endif

            #if canImport(UIKit) && !os(watchOS) || canImport(AppKit)
            extension \(type).AppearanceChoice {
                /// The scheme to hand to `preferredColorScheme(_:)`: `nil` follows the system; a theme gives its scheme.
                @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
                \(access)var colorScheme: SwiftUI.ColorScheme? {
                    switch forcesDark {
                    case nil: return nil
                    case false?: return .light
                    case true?: return .dark
                    }
                }
            }

            extension \(type) {
                /// The environment key of `EnvironmentValues.\(environment)`.
                @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
                \(access)enum ChoiceEnvironmentKey: SwiftUI.EnvironmentKey {
                    /// No choice of its own: the app-wide choice.
                    \(access)static let defaultValue: \(type).AppearanceChoice? = nil
                }

                /// Applies an appearance choice to a SwiftUI hierarchy: `preferredColorScheme(_:)` with the choice's
                /// scheme, and the choice in the environment (`\(environment)`), which reaches UIKit views
                /// inside it as the theme trait on iOS 17 and later. Use it through `View.\(modifier)(_:)`.
                @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
                \(access)struct AppearanceModifier: SwiftUI.ViewModifier {
                    /// The choice applied.
                    \(access)let choice: \(type).AppearanceChoice

                    /// Creates the modifier for a choice.
                    \(access)init(_ choice: \(type).AppearanceChoice) {
                        self.choice = choice
                    }

                    /// The content with the choice's scheme and the choice in the environment.
                    \(access)func body(content: Content) -> some SwiftUI.View {
                        content
                            .preferredColorScheme(choice.colorScheme)
                            .environment(\\.\(environment), choice)
                    }
                }
            }

            #if canImport(UIKit) && !os(watchOS)
            @available(iOS 17.0, tvOS 17.0, *)
            extension \(type).ChoiceEnvironmentKey: SwiftUI.UITraitBridgedEnvironmentKey {
                /// The choice a UIKit trait collection carries (`\(type).ThemeTrait`).
                \(access)static func read(from traitCollection: UIKit.UITraitCollection) -> \(type).AppearanceChoice? {
                    traitCollection[\(type).ThemeTrait.self]
                }

                /// Hands the environment's choice to UIKit views and colors inside the hierarchy.
                \(access)static func write(to mutableTraits: inout any UIKit.UIMutableTraits, value: \(type).AppearanceChoice?) {
                    mutableTraits[\(type).ThemeTrait.self] = value
                }
            }
            #endif

            extension SwiftUI.EnvironmentValues {
                /// The palette's appearance choice for this part of the hierarchy, or `nil` for the app-wide choice.
                @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
                \(access)var \(environment): \(type).AppearanceChoice? {
                    get { self[\(type).ChoiceEnvironmentKey.self] }
                    set { self[\(type).ChoiceEnvironmentKey.self] = newValue }
                }
            }

            extension SwiftUI.View {
                /// Shows this hierarchy in an appearance choice of the palette: its scheme through
                /// `preferredColorScheme(_:)` and its theme through the environment. Put it at the root of a SwiftUI
                /// app (`.\(modifier)(model.choice)`) or on any subtree.
                @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
                \(access)func \(modifier)(_ choice: \(type).AppearanceChoice) -> some SwiftUI.View {
                    modifier(\(type).AppearanceModifier(choice))
                }
            }
            """
        )
        writeModels(plan: plan, to: &printer)
        printer.line("#endif")
    }

    /// Writes `AppearanceModel` (`@Observable`, iOS 17) and `AppearanceStore` (`ObservableObject`, iOS 13).
    private static func writeModels(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let unavailable =
            "@available(iOSApplicationExtension, unavailable)\n@available(tvOSApplicationExtension, unavailable)\n"
            + "@available(macOSApplicationExtension, unavailable)"
        for (name, opener, attributes, availability, property) in [
            (
                "AppearanceModel", "#if canImport(Observation)",
                "@Observation.Observable\n@MainActor",
                "@available(iOS 17.0, tvOS 17.0, macOS 14.0, *)",
                "\(access)private(set) var choice: \(type).AppearanceChoice"
            ),
            (
                "AppearanceStore", "#if canImport(Combine)",
                "@MainActor",
                "@available(iOS 13.0, tvOS 13.0, macOS 10.15, *)",
                "@Combine.Published \(access)private(set) var choice: \(type).AppearanceChoice"
            ),
        ] {
            let conformance = name == "AppearanceStore" ? ": Combine.ObservableObject" : ""
            let summary =
                name == "AppearanceModel"
                ? "The app's appearance choice for SwiftUI views, observable (`@Observable`, iOS 17 and later)."
                : "The app's appearance choice for SwiftUI views, as an `ObservableObject` (iOS 13 and later)."
            printer.blankLine()
            printer.line(opener)
            printer.block("extension \(type) {") { body in
                body.lines(
                    """
                    /// \(summary)
                    ///
                    /// It starts with the stored choice and makes it current (`AppearanceOverride.prepare`, which touches
                    /// no window), so colors are right before the first view draws: create it in the `App`'s
                    /// initializer. Show it with `.\(plan.modifierName)(model.choice)` at the root, and change it with
                    /// `select(_:)`, which applies the choice to every window and web view and stores it.
                    \(availability)
                    \(unavailable)
                    \(attributes)
                    \(access)final class \(name)\(conformance) {
                        /// The choice shown.
                        \(property)

                        /// Starts with the stored choice and makes it current.
                        \(access)init() {
                            let stored = \(type).AppearanceChoice.stored()
                            choice = stored
                            \(type).AppearanceOverride.prepare(stored)
                        }

                        /// Shows `choice` from now on: applies it to every window and web view and stores it.
                        \(access)func select(_ choice: \(type).AppearanceChoice) {
                            self.choice = choice
                            \(type).AppearanceOverride.apply(choice)
                        }
                    }
                    """
                )
            }
            printer.line("#endif")
        }
    }
}
