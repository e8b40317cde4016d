# The example of the issue: a typo in a field name on line 12.
#! cpus=4 kernel=6.18 hypervisor=none

1000 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=8192
1100 0 200/200 tlb:tlb_flush reason=3 pages=2
1200 0 200/200 tlb:tlb_flush reason=4 pages=2
1300 1 0 tlb:tlb_flush reason=1 pages=2
1400 0 200/200 syscalls:sys_exit_munmap ret=0

# a second munmap
2000 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000002000 len=4096
2100 0 200/200 tlb:tlb_flush reason=3 pagez=1
2200 0 200/200 syscalls:sys_exit_munmap ret=0
