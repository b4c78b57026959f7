// Lines from Apple's <Foundation/NSError.h>.
#import <Foundation/NSObject.h>
@class NSDictionary;
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
typedef NSString *NSErrorDomain;
NS_SWIFT_SENDABLE
@interface NSError : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
