// Lines from Apple's <UIKit/UIWindow.h>.
#import <UIKit/UIView.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
@end
NS_HEADER_AUDIT_END(nullability, sendability)
