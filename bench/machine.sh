#!/usr/bin/env bash
# One line naming when and where a benchmark ran, for the figures' docs: the date, the CPU model
# as /proc/cpuinfo reports it, the online core count, and whether it is a virtual machine (a
# shared VM's figures are noisier). Every bench/*.sh prints it first.
set -euo pipefail
model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
family=$(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
cpu_model=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
vm=""
grep -qw hypervisor /proc/cpuinfo 2>/dev/null && vm=", virtual machine"
echo "measured $(date -u +%Y-%m-%d) on ${model:-unknown CPU} (family ${family:-?}, model ${cpu_model:-?}), $(nproc) cores${vm}"
