// Lines from Apple's <UIKit/UIKitDefines.h>.
#import <Foundation/Foundation.h>
#define UIKIT_EXTERN extern __attribute__((visibility ("default")))
