/// The UIKit part of the generated Swift (inside `#if canImport(UIKit) && !os(watchOS)`): dynamic `UIColor`s that
/// resolve from the trait collection they are given, `CGColor` helpers, the theme selection and the app-wide
/// appearance override.
enum SwiftUIKitSection {
    /// Writes the UIKit extensions.
    static func write(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        writer.block("extension \(type).Value {") { body in
            body.line(
                "/// This value as a UIKit color in its own color space (`UIColor(displayP3Red:…)` for Display P3)."
            )
            body.block("\(access)var uiColor: UIKit.UIColor {") { inner in
                inner.block("if isDisplayP3 {") { branch in
                    branch.line("return UIKit.UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)")
                }
                inner.line("return UIKit.UIColor(red: red, green: green, blue: blue, alpha: alpha)")
            }
        }
        writer.blankLine()
        writer.block("extension \(type).Appearance {") { body in
            body.line("/// The appearance to show for a trait collection: its `userInterfaceStyle` and")
            body.line("/// `accessibilityContrast`, and the theme chosen with `\(type).AppearanceOverride`.")
            body.line("///")
            body.line(
                "/// No global light/dark state is read, so a view's `overrideUserInterfaceStyle` is honoured. The"
            )
            body.line("/// chosen theme is shown while the trait collection's style matches the theme's scheme (an")
            body.line(
                "/// unspecified style counts as light); otherwise light or dark, in high contrast when asked for."
            )
            body.line("@available(iOS 13.0, tvOS 13.0, *)")
            body.block("\(access)static func resolved(for traits: UIKit.UITraitCollection) -> \(type).Appearance {") {
                inner in
                inner.block("resolved(", closer: ")") { arguments in
                    arguments.line("dark: traits.userInterfaceStyle == .dark,")
                    arguments.line("highContrast: traits.accessibilityContrast == .high,")
                    arguments.line("theme: \(type).ThemeSelection.current")
                }
            }
        }
        writer.blankLine()
        writeEntryColors(plan: plan, to: &writer)
        writer.blankLine()
        writer.block("extension \(type) {") { body in
            writeThemeSelection(plan: plan, to: &body)
            body.blankLine()
            writeOverride(plan: plan, to: &body)
        }
    }

    /// Writes `Entry.uiColor` and `Entry.cgColor(for:)`.
    private static func writeEntryColors(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        writer.block("extension \(type).Entry {") { body in
            body.line(
                "/// A dynamic UIKit color: UIKit calls its provider with the trait collection of whatever draws it."
            )
            body.line("///")
            body.line(
                "/// The provider reads only that trait collection (style and contrast) and the theme chosen with"
            )
            body.line("/// `\(type).AppearanceOverride`, never global light/dark state, so per-view and per-window")
            body.line(
                "/// `overrideUserInterfaceStyle` work. A chosen theme is shown while the style matches its scheme."
            )
            body.line("@available(iOS 13.0, tvOS 13.0, *)")
            body.block("\(access)var uiColor: UIKit.UIColor {") { inner in
                inner.line("let entry = self")
                inner.block("return UIKit.UIColor { traits in") { provider in
                    provider.line("entry.value(for: \(type).Appearance.resolved(for: traits)).uiColor")
                }
            }
            body.blankLine()
            body.line("/// This color resolved for a trait collection, as a `CGColor` for `CALayer` properties.")
            body.line("///")
            body.line(
                "/// Layers keep a fixed `CGColor` and never resolve dynamic colors: set the layer's color again from"
            )
            body.line("/// `traitCollectionDidChange(_:)` or a `registerForTraitChanges` handler with the view's")
            body.line("/// `traitCollection`.")
            body.line("@available(iOS 13.0, tvOS 13.0, *)")
            body.block("\(access)func cgColor(for traits: UIKit.UITraitCollection) -> CoreGraphics.CGColor {") {
                inner in
                inner.line("uiColor.resolvedColor(with: traits).cgColor")
            }
        }
    }

    /// Writes the lock-guarded theme selection the color providers read.
    private static func writeThemeSelection(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        writer.line(
            "/// The theme the app chose, behind a lock because UIKit may resolve dynamic colors on any thread."
        )
        writer.block("fileprivate final class ThemeSelection: @unchecked Sendable {") { body in
            body.line("/// The app's one selection.")
            body.line("private static let shared = ThemeSelection()")
            body.line("/// Guards `theme`.")
            body.line("private let lock = Foundation.NSLock()")
            body.line("/// The chosen theme, or `nil` for none.")
            body.line("private var theme: \(type).Appearance?")
            body.blankLine()
            body.line("/// The chosen theme, or `nil` for none.")
            body.block("static var current: \(type).Appearance? {") { property in
                property.block("get {") { getter in
                    getter.line("shared.lock.lock()")
                    getter.line("defer { shared.lock.unlock() }")
                    getter.line("return shared.theme")
                }
                property.block("set {") { setter in
                    setter.line("shared.lock.lock()")
                    setter.line("shared.theme = newValue")
                    setter.line("shared.lock.unlock()")
                }
            }
        }
    }

    /// Writes the `@MainActor` app-wide appearance override.
    private static func writeOverride(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        let key = "palettec.\(type).appearanceChoice"
        writer.line("/// The app-wide appearance choice, applied to every window (as FluentDarkModeKit does).")
        writer.line("///")
        writer.line("/// `apply(_:)` records the choice's theme (read by every dynamic color of this palette), sets")
        writer.line(
            "/// `overrideUserInterfaceStyle` on every window of every connected `UIWindowScene` so UIKit redraws"
        )
        writer.line("/// (`.unspecified` for `.system`, `.light`, `.dark`, or a theme's scheme), posts")
        writer.line("/// `didChangeNotification`, and stores the choice in `UserDefaults` under `defaultsKey`")
        writer.line("/// (`\(key)`) unless `persist` is false. Call `restore()` at launch and")
        writer.line("/// `apply(to:)` for every window created later, e.g. in `scene(_:willConnectTo:options:)`.")
        writer.line("///")
        writer.line(
            "/// A theme is an app-level choice (like DKNightVersion's `themeVersion`): while it is chosen, colors"
        )
        writer.line("/// show the theme's value wherever the trait collection's style matches the theme's scheme, else")
        writer.line("/// their light or dark value. Switching between a theme and the plain appearance of the same")
        writer.line("/// scheme changes no trait, so UIKit does not redraw by itself: observe `didChangeNotification`")
        writer.line("/// and set such colors again.")
        writer.line("@available(iOS 13.0, tvOS 13.0, *)")
        writer.line("@available(iOSApplicationExtension, unavailable)")
        writer.line("@available(tvOSApplicationExtension, unavailable)")
        writer.line("@MainActor")
        writer.block("\(access)enum AppearanceOverride {") { body in
            body.line(
                "/// Posted after `apply(_:persist:defaults:)` changed the choice; `userInfo[\"choice\"]` is its raw value."
            )
            body.line(
                "\(access)nonisolated static let didChangeNotification = "
                    + "Foundation.Notification.Name(\(SwiftLiteral.string("palettec.\(type).appearanceChoiceDidChange")))"
            )
            body.line("/// The `UserDefaults` key the choice is stored under, as its raw value.")
            body.line("\(access)nonisolated static let defaultsKey = \(SwiftLiteral.string(key))")
            body.line("/// The choice applied last; `.system` until `apply` or `restore` runs.")
            body.line("\(access)private(set) static var choice: \(type).AppearanceChoice = .system")
            body.blankLine()
            writeApply(plan: plan, to: &body)
        }
    }

    /// Writes `apply(_:persist:defaults:)`, `restore(from:)` and `apply(to:)`.
    private static func writeApply(plan: SwiftNamePlan, to writer: inout SourceWriter) {
        let type = plan.typeName
        let access = plan.access
        writer.line("/// Applies `choice` to the whole app: theme, every window's style, notification, storage.")
        writer.block("\(access)static func apply(", closer: ") {") { parameters in
            parameters.line("_ choice: \(type).AppearanceChoice,")
            parameters.line("persist: Bool = true,")
            parameters.line("defaults: Foundation.UserDefaults = .standard")
        }
        writer.indented { body in
            body.line("let changed = choice != self.choice")
            body.line("self.choice = choice")
            body.line("\(type).ThemeSelection.current = choice.theme")
            body.block("for scene in UIKit.UIApplication.shared.connectedScenes {") { loop in
                loop.line("guard let windowScene = scene as? UIKit.UIWindowScene else { continue }")
                loop.block("for window in windowScene.windows {") { inner in
                    inner.line("apply(to: window)")
                }
            }
            body.block("if persist {") { branch in
                branch.line("defaults.set(choice.rawValue, forKey: defaultsKey)")
            }
            body.block("if changed {") { branch in
                branch.block("Foundation.NotificationCenter.default.post(", closer: ")") { arguments in
                    arguments.line("name: didChangeNotification,")
                    arguments.line("object: nil,")
                    arguments.line("userInfo: [\"choice\": choice.rawValue]")
                }
            }
        }
        writer.line("}")
        writer.blankLine()
        writer.line(
            "/// Applies the choice stored under `defaultsKey` (`.system` if none or unknown), without storing it again."
        )
        writer.block("\(access)static func restore(from defaults: Foundation.UserDefaults = .standard) {") { body in
            body.line(
                "let stored = defaults.string(forKey: defaultsKey).flatMap(\(type).AppearanceChoice.init(rawValue:))"
            )
            body.line("apply(stored ?? .system, persist: false, defaults: defaults)")
        }
        writer.blankLine()
        writer.line(
            "/// Gives one window the current choice's interface style; call it for windows created after `apply`."
        )
        writer.block("\(access)static func apply(to window: UIKit.UIWindow) {") { body in
            body.line("switch choice.forcesDark {")
            body.line("case nil: window.overrideUserInterfaceStyle = .unspecified")
            body.line("case false?: window.overrideUserInterfaceStyle = .light")
            body.line("case true?: window.overrideUserInterfaceStyle = .dark")
            body.line("}")
        }
    }
}
