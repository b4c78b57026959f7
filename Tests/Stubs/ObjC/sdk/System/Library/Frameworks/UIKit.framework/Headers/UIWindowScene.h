// Lines from Apple's <UIKit/UIWindowScene.h> (iOS 18 SDK); protocol lists are cut to the protocols stubbed here.
#import <UIKit/UIScene.h>
#import <UIKit/UIWindow.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
@interface UIWindowScene : UIScene
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@end

API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos)
@interface UIWindowScene () <UITraitEnvironment>
@property (nonatomic, readonly) id<UITraitOverrides> traitOverrides API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos);
@end
NS_HEADER_AUDIT_END(nullability, sendability)
