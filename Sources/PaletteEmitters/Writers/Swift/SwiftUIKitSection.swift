/// The UIKit part of the generated Swift (inside `#if canImport(UIKit) && !os(watchOS)`): dynamic `UIColor`s that
/// resolve from the trait collection they are given, `CGColor` helpers, the theme as a UIKit trait (iOS 17+), the
/// theme selection, and the app-wide and per-view appearance override.
enum SwiftUIKitSection {
    /// Writes the UIKit extensions.
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        printer.lines(
            """
            extension \(type).Value {
                /// This value as a UIKit color in its own color space (`UIColor(displayP3Red:…)` for Display P3).
                \(access)var uiColor: UIKit.UIColor {
                    if isDisplayP3 {
                        return UIKit.UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
                    }
                    return UIKit.UIColor(red: red, green: green, blue: blue, alpha: alpha)
                }
            }

            extension \(type).Appearance {
                /// The appearance to show for a trait collection: its `userInterfaceStyle`, its
                /// `accessibilityContrast` and the palette's theme.
                ///
                /// No global light/dark state is read, so a view's `overrideUserInterfaceStyle` is honoured. On iOS 17
                /// and later the theme comes from the trait collection too (`\(type).ThemeTrait`, which
                /// `\(type).AppearanceOverride` sets on windows and views); before iOS 17, or when the trait collection
                /// carries no choice, it is the theme of the app-wide choice. The theme is shown while the style
                /// matches the theme's scheme (an unspecified style counts as light); otherwise light or dark, in high
                /// contrast when asked for.
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)static func resolved(for traits: UIKit.UITraitCollection) -> \(type).Appearance {
                    resolved(
                        dark: traits.userInterfaceStyle == .dark,
                        highContrast: traits.accessibilityContrast == .high,
                        theme: \(type).ThemeSelection.theme(for: traits)
                    )
                }
            }

            extension \(type).Entry {
                /// A dynamic UIKit color: UIKit calls its provider with the trait collection of whatever draws it.
                ///
                /// The provider reads only that trait collection (style, contrast and, on iOS 17 and later, the
                /// palette's theme trait) and, before iOS 17, the app-wide theme, so per-view and per-window overrides
                /// work and every change of a color-affecting trait redraws the color.
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)var uiColor: UIKit.UIColor {
                    let entry = self
                    return UIKit.UIColor { traits in
                        entry.value(for: \(type).Appearance.resolved(for: traits)).uiColor
                    }
                }

                /// This color resolved for a trait collection, as a `CGColor` for `CALayer` properties.
                ///
                /// Layers keep a fixed `CGColor` and never resolve dynamic colors: set the layer's color again from
                /// `traitCollectionDidChange(_:)` or a `registerForTraitChanges` handler with the view's
                /// `traitCollection`.
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)func cgColor(for traits: UIKit.UITraitCollection) -> CoreGraphics.CGColor {
                    uiColor.resolvedColor(with: traits).cgColor
                }
            }

            extension \(type) {
                /// The palette's appearance choice as a UIKit trait (iOS 17 and later), so a theme is part of the trait
                /// collection like light and dark: `\(type).AppearanceOverride` sets it on every window (and on any
                /// view or view controller you give a choice of its own), it is inherited down the hierarchy, and
                /// because it affects color appearance UIKit resolves every dynamic color again when it changes.
                ///
                /// `nil` (the default, outside any window the override has reached) means the app-wide choice.
                @available(iOS 17.0, tvOS 17.0, *)
                \(access)enum ThemeTrait: UIKit.UITraitDefinition {
                    /// No choice of its own: colors show the app-wide choice's theme.
                    \(access)static let defaultValue: \(type).AppearanceChoice? = nil
                    /// A change re-resolves every dynamic color.
                    \(access)static let affectsColorAppearance = true
                    /// The trait's name, for debugging.
                    \(access)static let name = \(SwiftLiteral.string(type + "Theme"))
                    /// The trait's stable identifier.
                    \(access)static let identifier = \(SwiftLiteral.string("palettec." + type + ".theme"))
                }

            """
        )
        printer.indented { body in
            SwiftOverrideSection.write(plan: plan, platform: overridePlatform(plan: plan), to: &body)
        }
        printer.line("}")
    }

    /// What the UIKit override puts into the shared shape.
    private static func overridePlatform(plan: SwiftNamePlan) -> SwiftOverrideSection.Platform {
        let type = plan.typeName
        let access = plan.access
        return SwiftOverrideSection.Platform(
            framework: "UIKit",
            themeSelectionMembers: """
                /// The theme to show for a trait collection: its own choice's theme on iOS 17 and later, else the
                /// app-wide theme.
                @available(iOS 13.0, tvOS 13.0, *)
                static func theme(for traits: UIKit.UITraitCollection) -> \(type).Appearance? {
                    if #available(iOS 17.0, tvOS 17.0, *), let choice = traits[\(type).ThemeTrait.self] {
                        return choice.theme
                    }
                    return current
                }
                """,
            overrideHeader: """
                /// The appearance choice, applied to every window (as FluentDarkModeKit does) or to one view.
                ///
                /// `apply(_:)` sets `overrideUserInterfaceStyle` on every window of every connected `UIWindowScene`
                /// (`.unspecified` for `.system`, `.light`, `.dark`, or a theme's scheme) and, on iOS 17 and later, the
                /// palette's `ThemeTrait` through the window's `traitOverrides`, so every change of the shown colors is a
                /// change of a color-affecting trait and UIKit redraws every dynamic color by itself. It also records the
                /// choice's theme for code that resolves colors outside a window, updates attached web views, posts
                /// `didChangeNotification`, and stores the choice (`\(type).AppearanceChoice.defaults`) unless `persist` is
                /// false. Call `restore()` at launch and `apply(to:)` for every window created later, e.g. in
                /// `scene(_:willConnectTo:options:)`.
                ///
                /// Before iOS 17 a theme is not a trait: when only the theme changes (light ↔ `sepia`), `apply` makes
                /// UIKit resolve every dynamic color again by flipping each window's interface style to the other scheme
                /// and back, with a layout pass after each, in the same turn of the run loop, so nothing is drawn in the
                /// other scheme. `traitCollectionDidChange(_:)` then runs twice. A theme of its own for one view
                /// (`apply(_:to:)` with a theme) needs iOS 17; before, such a view gets the theme's scheme and the app's
                /// theme.
                @available(iOS 13.0, tvOS 13.0, *)
                """,
            extensionUnavailable: """
                @available(iOSApplicationExtension, unavailable)
                @available(tvOSApplicationExtension, unavailable)
                """,
            applySummary:
                "Applies `choice` to the whole app: every window's style and theme, web views, notification, storage.",
            applyBody: """
                let windows = connectedWindows()
                for window in windows {
                    apply(choice, to: window)
                }
                if #unavailable(iOS 17.0, tvOS 17.0) {
                    // No theme trait: make UIKit resolve colors again when only the theme changed.
                    if previous.theme != choice.theme {
                        for window in windows {
                            resolveColorsAgain(in: window)
                        }
                    }
                }
                """,
            members: """
                /// Gives one window the current choice; call it for windows created after `apply`.
                \(access)static func apply(to window: UIKit.UIWindow) {
                    apply(choice, to: window)
                }

                /// Gives one view (and its subviews) a choice of its own: its interface style and, on iOS 17 and later,
                /// its theme. Before iOS 17 a theme shows only where it is also the app-wide theme. `.system` gives the
                /// view no forced style (it inherits its window's) and no theme; `removeChoice(from:)` undoes this.
                \(access)static func apply(_ choice: \(type).AppearanceChoice, to view: UIKit.UIView) {
                    view.overrideUserInterfaceStyle = style(of: choice)
                    if #available(iOS 17.0, tvOS 17.0, *) {
                        view.traitOverrides[\(type).ThemeTrait.self] = choice
                    }
                }

                /// Gives one view controller (and its children and views) a choice of its own, as `apply(_:to:)` does
                /// for a view.
                \(access)static func apply(_ choice: \(type).AppearanceChoice, to viewController: UIKit.UIViewController) {
                    viewController.overrideUserInterfaceStyle = style(of: choice)
                    if #available(iOS 17.0, tvOS 17.0, *) {
                        viewController.traitOverrides[\(type).ThemeTrait.self] = choice
                    }
                }

                /// Removes a view's own choice (style and theme): it follows its window, and so the app, again.
                /// (`apply(.system, to:)` is not that: inside a window forced to light, `.system` inherits light.)
                \(access)static func removeChoice(from view: UIKit.UIView) {
                    view.overrideUserInterfaceStyle = .unspecified
                    if #available(iOS 17.0, tvOS 17.0, *) {
                        view.traitOverrides.remove(\(type).ThemeTrait.self)
                    }
                }

                /// Removes a view controller's own choice, as `removeChoice(from:)` does for a view.
                \(access)static func removeChoice(from viewController: UIKit.UIViewController) {
                    viewController.overrideUserInterfaceStyle = .unspecified
                    if #available(iOS 17.0, tvOS 17.0, *) {
                        viewController.traitOverrides.remove(\(type).ThemeTrait.self)
                    }
                }

                /// The interface style a choice forces.
                \(access)nonisolated static func style(of choice: \(type).AppearanceChoice) -> UIKit.UIUserInterfaceStyle {
                    switch choice.forcesDark {
                    case nil: return .unspecified
                    case false?: return .light
                    case true?: return .dark
                    }
                }

                /// Every window of every connected window scene.
                @available(iOSApplicationExtension, unavailable)
                @available(tvOSApplicationExtension, unavailable)
                private static func connectedWindows() -> [UIKit.UIWindow] {
                    var windows: [UIKit.UIWindow] = []
                    for scene in UIKit.UIApplication.shared.connectedScenes {
                        guard let windowScene = scene as? UIKit.UIWindowScene else { continue }
                        windows += windowScene.windows
                    }
                    return windows
                }

                /// Makes UIKit resolve every dynamic color in `window` again although none of its traits changed
                /// (before iOS 17, where a theme is not a trait): the interface style is flipped to the other scheme
                /// and back, with a layout pass after each, so UIKit sees two trait changes before anything is drawn.
                private static func resolveColorsAgain(in window: UIKit.UIWindow) {
                    let style = window.overrideUserInterfaceStyle
                    let shown = window.traitCollection.userInterfaceStyle
                    window.overrideUserInterfaceStyle = shown == .dark ? .light : .dark
                    window.layoutIfNeeded()
                    window.overrideUserInterfaceStyle = style
                    window.layoutIfNeeded()
                }
                """
        )
    }
}
