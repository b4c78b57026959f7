// Lines from Apple's <UIKit/UIView.h> (iOS 17 SDK); protocol lists are cut to the protocols stubbed here.
#import <UIKit/UIResponder.h>
#import <UIKit/UIInterface.h>
#import <UIKit/UITraitCollection.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder <UITraitEnvironment>
@end
@interface UIView(UIViewHierarchy)
// Allows you to perform layout before the drawing cycle happens. -layoutIfNeeded forces layout early
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
@end
@interface UIView (UserInterfaceStyle)
@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(tvos(13.0), ios(13.0)) API_UNAVAILABLE(watchos);
@end

API_AVAILABLE(ios(17.0), tvos(17.0), watchos(10.0))
@interface UIView ()

@property (nonatomic, readonly) id<UITraitOverrides> traitOverrides;

/// Forces an immediate trait update for this view (and its view controller, if applicable) and any subviews,
/// including any view controllers or views in its subtree. Any trait change callbacks are sent synchronously.
- (void)updateTraitsIfNeeded;

@end
NS_HEADER_AUDIT_END(nullability, sendability)
