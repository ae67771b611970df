import Ripple
