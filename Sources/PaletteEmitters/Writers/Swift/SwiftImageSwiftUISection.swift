/// The SwiftUI part of the generated Swift for images (inside `#if canImport(SwiftUI)`): `ImageView`, which shows
/// an image in the appearance of its environment — color scheme, contrast, and the palette's choice that
/// `View.paletteAppearance(_:)` puts there (else the app-wide theme) — so every switch of any of them redraws it.
enum SwiftImageSwiftUISection {
    /// Writes `Image.image(for:)` and `ImageView`, bridged from UIKit or AppKit by `canImport`.
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        printer.lines(
            """
            #if canImport(UIKit) && !os(watchOS) || canImport(AppKit)
            extension \(type).Image {
                /// One appearance's artwork as a SwiftUI image (empty when the catalog lacks it), in template mode for a
                /// template image. `\(type).ImageView` picks the appearance from the environment.
                @available(iOS 13.0, tvOS 13.0, macOS 11.0, *)
                \(access)func image(for appearance: \(type).Appearance) -> SwiftUI.Image {
                    #if canImport(UIKit) && !os(watchOS)
                    let image = SwiftUI.Image(uiImage: uiImage(for: appearance) ?? UIKit.UIImage())
                    #else
                    let image = SwiftUI.Image(nsImage: fixedImage(for: appearance))
                    #endif
                    return image.renderingMode(isTemplate ? .template : .original)
                }
            }

            #if !(canImport(UIKit) && !os(watchOS))
            extension \(type).Image {
                /// One appearance's artwork as a fixed `NSImage` of the light artwork's size.
                @available(macOS 11.0, *)
                func fixedImage(for appearance: \(type).Appearance) -> AppKit.NSImage {
                    let size = Self.bundle.image(forResource: variant(for: appearance).set)?.size ?? .zero
                    let image = self
                    return AppKit.NSImage(size: size, flipped: false) { rect in
                        image.draw(appearance, in: rect)
                    }
                }
            }
            #endif

            extension \(type) {
                /// A palette image in the appearance of its environment: the color scheme, the contrast and the palette's
                /// choice (`.\(plan.modifierName)(_:)`), else the app-wide theme; a change of any of them redraws it.
                @available(iOS 13.0, tvOS 13.0, macOS 11.0, *)
                \(access)struct ImageView: SwiftUI.View {
                    /// The image shown.
                    \(access)let image: \(type).Image
                    /// The environment's color scheme.
                    @SwiftUI.Environment(\\.colorScheme) private var colorScheme
                    /// The environment's contrast.
                    @SwiftUI.Environment(\\.colorSchemeContrast) private var contrast
                    /// The palette's choice for this part of the hierarchy, if any.
                    @SwiftUI.Environment(\\.\(plan.environmentName)) private var choice

                    /// Shows `image`.
                    \(access)init(_ image: \(type).Image) {
                        self.image = image
                    }

                    /// The artwork of the environment's appearance.
                    \(access)var body: some SwiftUI.View {
                        image.image(for: appearance)
                    }

                    /// The appearance the environment asks for.
                    private var appearance: \(type).Appearance {
                        let theme: \(type).Appearance?
                        if let choice {
                            theme = choice.theme
                        } else {
                            theme = \(type).ThemeSelection.current
                        }
                        return \(type).Appearance.resolved(
                            dark: colorScheme == .dark,
                            highContrast: contrast == .increased,
                            theme: theme
                        )
                    }
                }
            }
            #endif
            """
        )
    }
}
